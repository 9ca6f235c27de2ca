import type { UploadList } from '@frameshop/contract';
import { formatMegabytes, formatNumber } from '../../lib/format';

type UploadLimits = UploadList['limits'];

/** The limits said before photos are chosen: how many, how large each, how much room is left. */
export function photoLimitsText(limits: UploadLimits, kept: number): string {
  const roomCount = Math.max(0, limits.maxUploads - kept);
  const roomBytes = Math.max(0, limits.quotaBytes - limits.usedBytes);
  return (
    `Up to ${formatNumber(roomCount)} more photos (an account keeps at most ${formatNumber(limits.maxUploads)} uploads), ` +
    `each at most ${formatMegabytes(limits.maxImageBytes)}, ${formatMegabytes(roomBytes)} in all.`
  );
}

/**
 * Why photos chosen at once would not all fit, said before any is sent, naming the limit and its
 * number; null when they fit. `kept` is how many uploads the account has now.
 */
export function photosRefusal(
  files: readonly { name: string; size: number }[],
  limits: UploadLimits,
  kept: number,
): string | null {
  const room = limits.maxUploads - kept;
  if (files.length > room) {
    return (
      `You chose ${formatNumber(files.length)} photos, but only ${formatNumber(Math.max(0, room))} more fit: ` +
      `an account keeps at most ${formatNumber(limits.maxUploads)} uploads. Delete some uploads, or choose fewer photos.`
    );
  }
  const large = files.find((file) => file.size > limits.maxImageBytes);
  if (large) {
    return (
      `${large.name} is ${formatMegabytes(large.size)}; a photo can be at most ${formatMegabytes(limits.maxImageBytes)}. ` +
      'Make it smaller, or leave it out.'
    );
  }
  const total = files.reduce((sum, file) => sum + file.size, 0);
  const free = limits.quotaBytes - limits.usedBytes;
  if (total > free) {
    return (
      `These photos come to ${formatMegabytes(total)}, but ${formatMegabytes(Math.max(0, free))} of your ` +
      `${formatMegabytes(limits.quotaBytes)} of uploads is free. Delete some uploads, or choose fewer photos.`
    );
  }
  return null;
}
