import { PROMPT_DEFAULTS, promptCreateBody, promptUpdateBody, type PromptCreateBody, type PromptRecord } from '@balcao/shared';
import { checkWith, type Checked } from '../../components/list/index.ts';

export type PromptForm = {
  name: string;
  /** Typed anew, or the masked key the server shows (kept as it is when saved). */
  apiKey: string;
  prompt: string;
  /** '' until a queue (sector) is chosen. */
  queueId: string;
  model: string;
  temperature: string;
  maxTokens: string;
  maxMessages: string;
  baseUrl: string;
  handoffWords: string;
  transcribeAudio: boolean;
};

export function emptyPromptForm(): PromptForm {
  return {
    name: '',
    apiKey: '',
    prompt: '',
    queueId: '',
    model: PROMPT_DEFAULTS.model,
    temperature: String(PROMPT_DEFAULTS.temperature),
    maxTokens: String(PROMPT_DEFAULTS.maxTokens),
    maxMessages: String(PROMPT_DEFAULTS.maxMessages),
    baseUrl: '',
    handoffWords: '',
    transcribeAudio: false,
  };
}

export function formFromPrompt(prompt: PromptRecord): PromptForm {
  return {
    name: prompt.name,
    apiKey: prompt.apiKey ?? '',
    prompt: prompt.prompt,
    queueId: String(prompt.queueId),
    model: prompt.model,
    temperature: String(prompt.temperature),
    maxTokens: String(prompt.maxTokens),
    maxMessages: String(prompt.maxMessages),
    baseUrl: prompt.baseUrl,
    handoffWords: prompt.handoffWords,
    transcribeAudio: prompt.transcribeAudio,
  };
}

/** The server's schema; a prompt without a queue is refused with the "set a sector" message (`setSector`). */
export function validatePrompt(form: PromptForm, editing: boolean, setSector: string): Checked<PromptCreateBody> {
  const candidate = { ...form, queueId: form.queueId === '' ? undefined : form.queueId };
  const checked = editing ? checkWith(promptUpdateBody, candidate) : checkWith(promptCreateBody, candidate);
  if (form.queueId === '') {
    return { errors: { ...('errors' in checked ? checked.errors : {}), queueId: setSector } };
  }
  return checked as Checked<PromptCreateBody>;
}
