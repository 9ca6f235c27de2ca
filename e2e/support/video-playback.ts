import type { Locator } from '@playwright/test';
import { expect } from './fixtures';

/** Starts the (muted) video and waits until its playhead has moved. */
export async function expectPlaying(video: Locator): Promise<void> {
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
  });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(0.2);
}
