import { describe, expect, it } from 'vitest';
import { resultFileName } from './generated-videos';

const result = { templateName: 'Birthday Bash', templateId: '7', jobId: '5b0c3e2a-8f1d' };

describe('the name a finished file is saved under', () => {
  it('ends in the extension of what the file is', () => {
    expect(resultFileName({ ...result, format: 'mp4' })).toBe('birthday-bash-5b0c3e2a.mp4');
    expect(resultFileName({ ...result, format: 'png' })).toBe('birthday-bash-5b0c3e2a.png');
    expect(resultFileName({ ...result, format: 'jpeg' })).toBe('birthday-bash-5b0c3e2a.jpg');
  });

  it('is safe on every file system', () => {
    expect(
      resultFileName({
        ...result,
        templateName: 'Café / Promo: 2026!',
        jobId: 'job-1',
        format: 'png',
      }),
    ).toBe('cafe-promo-2026-job1.png');
    expect(resultFileName({ ...result, templateName: 'दिवाली', jobId: '', format: 'jpeg' })).toBe(
      'template-7.jpg',
    );
    expect(resultFileName({ templateName: '***', templateId: '', jobId: '', format: 'mp4' })).toBe(
      'video.mp4',
    );
    expect(resultFileName({ ...result, templateName: 'a'.repeat(59) + ' b', format: 'png' })).toBe(
      `${'a'.repeat(59)}-5b0c3e2a.png`,
    );
  });
});
