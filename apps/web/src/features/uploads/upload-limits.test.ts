import { describe, expect, it } from 'vitest';
import { photoLimitsText, photosRefusal } from './upload-limits';

const MB = 1024 * 1024;
const limits = {
  maxImageBytes: 25 * MB,
  maxVideoBytes: 500 * MB,
  maxVideoSeconds: 600,
  quotaBytes: 100 * MB,
  usedBytes: 40 * MB,
  maxUploads: 200,
};
const photos = (count: number, size = MB) =>
  Array.from({ length: count }, (_, index) => ({ name: `guest-${index}.jpg`, size }));

describe('the upload limits named before photos are sent', () => {
  it('says how many more photos fit, how large each may be and how much room is left', () => {
    expect(photoLimitsText(limits, 150)).toBe(
      'Up to 50 more photos (an account keeps at most 200 uploads), each at most 25.0 MB, 60.0 MB in all.',
    );
  });

  it('lets photos through that fit every limit', () => {
    expect(photosRefusal(photos(50), limits, 150)).toBeNull();
  });

  it('refuses more photos than the account may keep, naming the limit and its number', () => {
    expect(photosRefusal(photos(51), limits, 150)).toBe(
      'You chose 51 photos, but only 50 more fit: an account keeps at most 200 uploads. Delete some uploads, or choose fewer photos.',
    );
  });

  it('refuses a photo larger than a photo may be, naming it and the limit', () => {
    expect(photosRefusal([...photos(2), { name: 'huge.png', size: 30 * MB }], limits, 0)).toBe(
      'huge.png is 30.0 MB; a photo can be at most 25.0 MB. Make it smaller, or leave it out.',
    );
  });

  it('refuses photos that together pass the room left of the account’s uploads', () => {
    expect(photosRefusal(photos(7, 10 * MB), limits, 0)).toBe(
      'These photos come to 70.0 MB, but 60.0 MB of your 100.0 MB of uploads is free. Delete some uploads, or choose fewer photos.',
    );
  });
});
