import type { ChosenTemplate, TemplateChoice } from '@balcao/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../platform/http/app-error.ts';
import { Whatsapp } from '../connections/whatsapp.entity.ts';
import type { CloudTemplates } from './cloud-templates.ts';

function invalid(message: string, path = 'body.template'): AppError {
  return new AppError('ERR_VALIDATION', { message, fields: [{ path, message }] });
}

/**
 * The template a campaign or scheduled message sends through `connectionId` (the company's default
 * connection when null), checked against the connection's approved templates. A Cloud API connection
 * needs one: a business-initiated message outside the 24-hour window must be a template. Any other
 * connection takes none. Answers null when the connection sends plain messages.
 */
export async function chosenTemplate(
  em: EntityManager,
  templates: CloudTemplates,
  companyId: number,
  connectionId: number | null,
  choice: Required<TemplateChoice> | null | undefined,
): Promise<ChosenTemplate | null> {
  const connection = connectionId
    ? await em.findOne(Whatsapp, { id: connectionId }, { fields: ['id', 'provider'] })
    : await em.findOne(Whatsapp, { isDefault: true }, { fields: ['id', 'provider'] });
  if (connection?.provider !== 'cloud') {
    if (choice) {
      throw invalid('Only WhatsApp Cloud API connections send templates');
    }
    return null;
  }
  if (!choice) {
    throw invalid('A WhatsApp Cloud API connection can only start conversations with an approved template: choose one of its templates');
  }
  let template;
  try {
    template = await templates.find(em, companyId, connection.id, choice.name, choice.language);
  } catch (error) {
    if (error instanceof AppError && error.code === 'ERR_VALIDATION') {
      throw invalid('No approved template of this connection has this name and language', 'body.template.name');
    }
    throw error;
  }
  if (choice.parameters.length !== template.parameterCount) {
    throw invalid(`This template takes ${template.parameterCount} parameters`, 'body.template.parameters');
  }
  return { ...template, parameters: choice.parameters };
}
