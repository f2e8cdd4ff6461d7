/** The context an API key is sealed under: bound to its prompt, so a key copied to another row fails to open. */
export function apiKeyContext(promptId: number): string {
  return `prompt:${promptId}:apiKey`;
}
