import type { OutgoingMessage } from '../mail';
import type { GeneratedVideoRow } from '../generated-videos';

/** Where the finished video or design is found: the profile's Generated Videos tab. */
export const GENERATED_VIDEOS_PATH = '/profile?tab=generated-videos';

/** What the mail calls the result: an image export is a design, not a video. */
function wordsFor(row: Pick<GeneratedVideoRow, 'format'>) {
  return row.format === 'mp4'
    ? {
        thing: 'video',
        done: 'has finished rendering',
        see: 'Watch and download it',
        make: 'render',
        failedAs: 'rendered',
      }
    : {
        thing: 'design',
        done: 'is ready to download',
        see: 'Download it',
        make: 'make',
        failedAs: 'made',
      };
}

/** The email a paid render's or export's owner gets when it completes or fails for good. */
export function renderFinishedMail(
  row: GeneratedVideoRow,
  publicUrl: string,
): Omit<OutgoingMessage, 'to'> | undefined {
  const link = `${publicUrl}${GENERATED_VIDEOS_PATH}`;
  const name = row.templateName || 'your template';
  const { thing, done, see, make, failedAs } = wordsFor(row);
  if (row.status === 'completed') {
    return {
      subject: `Your ${thing} from ${name} is ready`,
      text:
        `Your customised ${thing} from "${name}" ${done}.\n\n` +
        `${see} under Generated Videos on your profile: ${link}\n`,
    };
  }
  if (row.status === 'failed') {
    const refund = row.refunded ? ` The ${row.credits} credits it held were returned.` : '';
    return {
      subject: `Your ${thing} from ${name} could not be ${failedAs}`,
      text:
        `We could not ${make} your customised ${thing} from "${name}".${refund}\n\n` +
        `${row.errorMessage ?? ''}\n\nSee Generated Videos on your profile: ${link}\n`,
    };
  }
  return undefined;
}
