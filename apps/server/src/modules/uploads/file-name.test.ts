import { describe, expect, it } from 'vitest';
import { sanitiseFileName } from './file-name';

describe('the name an upload is shown with', () => {
  it('keeps the last part of a path from either kind of system', () => {
    expect(sanitiseFileName('C:\\Users\\me\\Videos\\beach.mov')).toBe('beach.mov');
    expect(sanitiseFileName('../../etc/passwd')).toBe('passwd');
  });

  it('drops control and direction-override characters and trims', () => {
    expect(sanitiseFileName(' photo\u0000\u202Egpj.exe\n ')).toBe('photogpj.exe');
  });

  it('names a nameless file and shortens a long one', () => {
    expect(sanitiseFileName(undefined)).toBe('Untitled');
    expect(sanitiseFileName('\u0007')).toBe('Untitled');
    expect(sanitiseFileName(`${'é'.repeat(300)}.mp4`)).toHaveLength(200);
  });
});
