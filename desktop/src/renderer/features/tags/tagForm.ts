import { tagBody, type TagRecord } from '@balcao/shared';
import { checkWith, type Checked } from '../../components/list/index.ts';

export type TagForm = { name: string; color: string; kanban: boolean };

/** The reference's default colour of a new tag. */
export function emptyTagForm(): TagForm {
  return { name: '', color: '#A4CCCC', kanban: false };
}

export function formFromTag(tag: TagRecord): TagForm {
  return { name: tag.name, color: tag.color, kanban: tag.kanban };
}

/** The server's own schema: a name of 3+ characters and a hex colour. */
export function validateTag(form: TagForm): Checked<TagForm> {
  return checkWith(tagBody, form);
}
