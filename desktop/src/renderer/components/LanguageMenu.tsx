import { LANGUAGES, type Language } from '@balcao/shared';
import { Button, Menu, MenuItemRadio, MenuList, MenuPopover, MenuTrigger, type MenuProps } from '@fluentui/react-components';
import { LocalLanguage20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';

type Props = {
  value: Language;
  onChange: (language: Language) => void;
  /** `login-language` on the login page, `language-picker` in the top bar. */
  triggerTestId: string;
  appearance?: 'subtle' | 'transparent' | 'secondary';
  /** Show the language name next to the icon. */
  showLabel?: boolean;
};

/** The pt / en / es picker; items are `language-option-<lang>`. */
export function LanguageMenu({ value, onChange, triggerTestId, appearance = 'subtle', showLabel = false }: Props) {
  const { t } = useTranslation();
  const onCheckedValueChange: MenuProps['onCheckedValueChange'] = (_event, { checkedItems }) => {
    const next = checkedItems[0];
    if (next && (LANGUAGES as readonly string[]).includes(next)) {
      onChange(next as Language);
    }
  };

  // A visible language name starts the accessible name, so what is seen is what speech commands say.
  const label = showLabel ? t('a11y.languageButton', { language: t(`languages.${value}`) }) : t('languages.label');
  return (
    <Menu checkedValues={{ language: [value] }} onCheckedValueChange={onCheckedValueChange}>
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance={appearance}
          icon={<LocalLanguage20Regular />}
          aria-label={label}
          title={t('languages.label')}
          data-testid={triggerTestId}
        >
          {showLabel ? t(`languages.${value}`) : undefined}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {LANGUAGES.map((language) => (
            <MenuItemRadio key={language} name="language" value={language} data-testid={`language-option-${language}`}>
              {t(`languages.${language}`)}
            </MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
