import type { OutgoingMessage } from '../mail';
import type { GeneratedVideoRow } from '../generated-videos';

/** Where the finished video is found: the profile's Generated Videos tab. */
export const GENERATED_VIDEOS_PATH = '/profile?tab=generated-videos';

/** The email a paid render's owner gets when it completes or fails for good. */
export function renderFinishedMail(
  row: GeneratedVideoRow,
  publicUrl: string,
): Omit<OutgoingMessage, 'to'> | undefined {
  const link = `${publicUrl}${GENERATED_VIDEOS_PATH}`;
  const name = row.templateName || 'your template';
  if (row.status === 'completed') {
    return {
      subject: `Your video from ${name} is ready`,
      text:
        `Your customised video from "${name}" has finished rendering.\n\n` +
        `Watch and download it under Generated Videos on your profile: ${link}\n`,
    };
  }
  if (row.status === 'failed') {
    const refund = row.refunded ? ` The ${row.credits} credits it held were returned.` : '';
    return {
      subject: `Your video from ${name} could not be rendered`,
      text:
        `We could not render your customised video from "${name}".${refund}\n\n` +
        `${row.errorMessage ?? ''}\n\nSee Generated Videos on your profile: ${link}\n`,
    };
  }
  return undefined;
}
