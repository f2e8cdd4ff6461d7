import { Link } from '@fluentui/react-components';
import { parseRichText } from './richText.ts';

/** A message body with WhatsApp's formatting and clickable links. */
export function RichText({ body }: { body: string }) {
  return (
    <>
      {parseRichText(body).map((part, index) => {
        switch (part.kind) {
          case 'bold':
            return <strong key={index}>{part.text}</strong>;
          case 'italic':
            return <em key={index}>{part.text}</em>;
          case 'strike':
            return <s key={index}>{part.text}</s>;
          case 'mono':
            return <code key={index}>{part.text}</code>;
          case 'link':
            return (
              <Link key={index} href={part.href} target="_blank" rel="noreferrer" inline>
                {part.text}
              </Link>
            );
          default:
            return part.text;
        }
      })}
    </>
  );
}
