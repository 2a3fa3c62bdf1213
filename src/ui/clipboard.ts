/**
 * Copies text to the clipboard and says whether it worked. Some browsers leave the clipboard's
 * promise hanging without a user's leave, so it never waits long; with no clipboard at all (an
 * insecure page, a refusal) it says no, and the caller shows the text to copy by hand.
 */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    return await Promise.race([
      navigator.clipboard.writeText(text).then(() => true),
      new Promise<boolean>((r) => setTimeout(() => r(false), 1500)),
    ]);
  } catch {
    return false;
  }
}
