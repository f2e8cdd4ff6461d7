import { QR_SIZE } from '@balcao/shared';
import { Spinner } from '@fluentui/react-components';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** The pairing string drawn as a 256 px QR code (an SVG data URL, so no canvas is needed). */
export function QrImage({ value, label }: { value: string; label: string }) {
  const [drawn, setDrawn] = useState<{ value: string; url: string } | null>(null);

  useEffect(() => {
    let current = true;
    QRCode.toString(value, { type: 'svg', width: QR_SIZE, margin: 1 })
      .then((svg) => {
        if (current) {
          setDrawn({ value, url: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
        }
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [value]);

  if (drawn?.value !== value) {
    return <Spinner size="large" />;
  }
  return <img src={drawn.url} width={QR_SIZE} height={QR_SIZE} alt={label} data-testid="qr-image" />;
}
