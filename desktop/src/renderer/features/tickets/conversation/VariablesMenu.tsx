import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { BracesVariable20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { MENU_VARIABLES, type MenuVariable } from './variableInsert.ts';

export type VariablesMenuProps = { disabled: boolean; onPick: (variable: MenuVariable) => void };

/** The variables a message may hold; the one picked goes into the text at the caret. */
export function VariablesMenu({ disabled, onPick }: VariablesMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance="subtle"
          icon={<BracesVariable20Regular />}
          aria-label={t('conversation.input.variables')}
          title={t('conversation.input.variables')}
          disabled={disabled}
          data-testid="message-variables"
        />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {MENU_VARIABLES.map((variable) => (
            <MenuItem
              key={variable}
              secondaryContent={`{{${variable}}}`}
              onClick={() => onPick(variable)}
              data-testid={`message-variable-${variable}`}
            >
              {t(`conversation.input.variable.${variable}`)}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
