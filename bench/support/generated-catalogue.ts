import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/database';
import { catalogueTemplates, type NewTemplate } from '../../apps/server/src/modules/catalogue';

const words = [
  'Neon',
  'Golden',
  'Retro',
  'Minimal',
  'Bold',
  'Cinematic',
  'Pastel',
  'Urban',
  'Cosmic',
  'Vivid',
  'Calm',
  'Epic',
];
const things = [
  'Intro',
  'Promo',
  'Story',
  'Slideshow',
  'Invitation',
  'Logo Reveal',
  'Countdown',
  'Lower Third',
  'Poster',
  'Teaser',
];
const categories = [
  'Business',
  'Wedding',
  'Birthday',
  'Travel',
  'Fitness',
  'Food',
  'Real Estate',
  'Music',
  'Gaming',
  'Education',
  'Fashion',
  'Tech',
];
const sections = Array.from({ length: 40 }, (_, i) => `Section ${String(i + 1).padStart(2, '0')}`);

/** A deterministic catalogue of `count` templates, mostly video, like a grown store's. */
export function generatedTemplates(count: number): NewTemplate[] {
  // mulberry32: every value of `n` turns up (a plain LCG's low bits cycle through a few).
  let seed = 42;
  const next = (n: number) => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) % n;
  };
  return Array.from({ length: count }, (_, i) => {
    const kind = i % 10 < 7 ? 'video' : i % 10 < 9 ? 'image' : 'direct-sell';
    const name = `${words[next(words.length)]} ${things[next(things.length)]} ${i}`;
    return {
      kind,
      name,
      description: `A ${name.toLowerCase()} for ${categories[next(categories.length)]!.toLowerCase()} videos.`,
      categories: [categories[next(categories.length)]!, categories[next(categories.length)]!],
      sections: [sections[next(sections.length)]!, sections[next(sections.length)]!],
      compatibility: ['YouTube', 'Instagram Reels'],
      price: 10 + next(140),
      priceInd: next(2) ? 5 + next(100) : null,
      purchaseCount: next(5000),
      videoLayout: ['16:9', '9:16', '1:1'][next(3)]!,
      durationSeconds: kind === 'image' ? null : 5 + next(55),
      media: {
        poster: `public/bench/${i}.webp`,
        ...(kind === 'image' ? {} : { preview: `public/bench/${i}.mp4` }),
      },
    } satisfies NewTemplate;
  });
}

/** Fills an empty catalogue with `count` generated, published templates. */
export async function loadGeneratedCatalogue(database: Database, count: number): Promise<void> {
  const rows = generatedTemplates(count);
  for (let start = 0; start < rows.length; start += 2000) {
    await catalogueTemplates.insertTemplates(database.db, rows.slice(start, start + 2000));
  }
  await database.db.execute(sql`analyze templates`);
}
