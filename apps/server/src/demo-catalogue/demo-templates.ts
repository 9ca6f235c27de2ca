import type { SceneFontId } from '@frameshop/contract';
import type { BackgroundStyle, DemoLayout, PaletteName } from './demo-look';

/** A line of the buyer's text a demo template starts with; the first is its headline. */
export interface DemoText {
  text: string;
  font: SceneFontId;
}

interface DemoCommon {
  name: string;
  description: string;
  categories: string[];
  sections: string[];
  compatibility: string[];
  /** Credits. */
  price: number;
  /** Credits for visitors in India; null when the global price applies. */
  priceInd: number | null;
  purchaseCount: number;
  layout: DemoLayout;
  style: BackgroundStyle;
  palette: PaletteName;
}

export interface DemoVideoTemplate extends DemoCommon {
  kind: 'video';
  /** Length of a finished video made from the template. */
  durationSeconds: number;
  /** Index into WINDOWS[layout]. */
  window: number;
  /** The text the buyer starts from in the editor (see demo-scene.ts). */
  texts?: DemoText[];
}

export interface DemoImageTemplate extends DemoCommon {
  kind: 'image';
  window: number;
  /** What the poster shows through the window, standing in for a customer's photo. */
  photo: { style: BackgroundStyle; palette: PaletteName };
  /** The text the buyer starts from in the editor (see demo-scene.ts). */
  texts?: DemoText[];
}

export interface DemoDirectSellTemplate extends DemoCommon {
  kind: 'direct-sell';
  durationSeconds: number;
}

export type DemoTemplate = DemoVideoTemplate | DemoImageTemplate | DemoDirectSellTemplate;

const WIDE = ['YouTube', 'Facebook', 'LinkedIn', 'Website'];
const TALL = ['Instagram Reels', 'TikTok', 'YouTube Shorts', 'WhatsApp Status'];
const SQUARE = ['Instagram Posts', 'Facebook', 'LinkedIn', 'Website'];

const video = (template: Omit<DemoVideoTemplate, 'kind'>): DemoVideoTemplate => ({
  kind: 'video',
  ...template,
});
const image = (template: Omit<DemoImageTemplate, 'kind'>): DemoImageTemplate => ({
  kind: 'image',
  ...template,
});
const directSell = (template: Omit<DemoDirectSellTemplate, 'kind'>): DemoDirectSellTemplate => ({
  kind: 'direct-sell',
  ...template,
});

/** What a new store shows: enough of every kind, layout and section to browse, sort and search. */
export const DEMO_TEMPLATES: readonly DemoTemplate[] = [
  // Video templates, 16:9
  video({
    name: 'Golden Hour Intro',
    description:
      'A warm, slowly drifting gradient that opens a channel, a vlog or an event film. Your clip ' +
      'plays in the window and your title sits on the band below.',
    categories: ['Business', 'Travel'],
    sections: ['Intros'],
    compatibility: WIDE,
    price: 49,
    priceInd: 29,
    purchaseCount: 184,
    layout: '16:9',
    style: 'aurora',
    palette: 'sunset',
    durationSeconds: 10,
    window: 0,
    texts: [
      { text: 'Golden Hour', font: 'baloo-2' },
      { text: 'A film by you · आपकी फ़िल्म', font: 'hind' },
    ],
  }),
  video({
    name: 'Corporate Clean Promo',
    description:
      'Calm blue ribbons and a crisp frame for product news, quarterly updates and recruiting ' +
      'videos. Looks at home on a company page.',
    categories: ['Business', 'Technology'],
    sections: ['Promos'],
    compatibility: WIDE,
    price: 79,
    priceInd: 49,
    purchaseCount: 132,
    layout: '16:9',
    style: 'ribbons',
    palette: 'ocean',
    durationSeconds: 15,
    window: 1,
  }),
  video({
    name: 'Wedding Day Highlights',
    description:
      'Soft blush rings frame the best moments of the day. Made for highlight reels, thank-you ' +
      'videos and anniversary surprises.',
    categories: ['Wedding'],
    sections: ['Slideshows', 'Invitations'],
    compatibility: WIDE,
    price: 99,
    priceInd: null,
    purchaseCount: 211,
    layout: '16:9',
    style: 'rings',
    palette: 'blush',
    durationSeconds: 30,
    window: 2,
  }),
  video({
    name: 'Travel Vlog Opener',
    description:
      'Sea-glass colours and a roomy window for drone shots and street scenes. A short, bright ' +
      'opener that gets out of the way quickly.',
    categories: ['Travel'],
    sections: ['Intros'],
    compatibility: WIDE,
    price: 39,
    priceInd: 25,
    purchaseCount: 96,
    layout: '16:9',
    style: 'aurora',
    palette: 'teal',
    durationSeconds: 8,
    window: 0,
  }),
  video({
    name: 'Tech Launch Countdown',
    description:
      'A fractal zoom in electric colours builds up to your product reveal. For launches, demos ' +
      'and keynote openers.',
    categories: ['Technology', 'Business'],
    sections: ['Promos', 'Announcements'],
    compatibility: WIDE,
    price: 119,
    priceInd: 79,
    purchaseCount: 57,
    layout: '16:9',
    style: 'fractal',
    palette: 'neon',
    durationSeconds: 20,
    window: 2,
  }),
  video({
    name: 'Real Estate Walkthrough',
    description:
      'Warm sandstone tones for property tours. Put the walkthrough in the window and the address ' +
      'on the band; buyers see both at once.',
    categories: ['Real Estate', 'Business'],
    sections: ['Promos', 'Slideshows'],
    compatibility: WIDE,
    price: 89,
    priceInd: null,
    purchaseCount: 73,
    layout: '16:9',
    style: 'ribbons',
    palette: 'sand',
    durationSeconds: 25,
    window: 1,
  }),
  video({
    name: 'Gaming Channel Intro',
    description:
      'Arcade colours that live and breathe like a Game of Life board. A punchy six-second ' +
      'intro for streams and highlight clips.',
    categories: ['Gaming'],
    sections: ['Intros'],
    compatibility: WIDE,
    price: 45,
    priceInd: 29,
    purchaseCount: 248,
    layout: '16:9',
    style: 'life',
    palette: 'arcade',
    durationSeconds: 6,
    window: 0,
  }),
  video({
    name: 'Cooking Show Lower Third',
    description:
      'Zesty citrus texture around your kitchen footage, with room for the dish name. Works for ' +
      'recipe videos and restaurant specials.',
    categories: ['Food'],
    sections: ['Lower Thirds'],
    compatibility: WIDE,
    price: 29,
    priceInd: null,
    purchaseCount: 41,
    layout: '16:9',
    style: 'cells',
    palette: 'citrus',
    durationSeconds: 10,
    window: 2,
  }),
  video({
    name: 'Online Course Welcome',
    description:
      'Friendly sky-blue rings for the first lesson of a course: the teacher in the window, the ' +
      'course title below.',
    categories: ['Education'],
    sections: ['Intros'],
    compatibility: WIDE,
    price: 59,
    priceInd: 35,
    purchaseCount: 64,
    layout: '16:9',
    style: 'rings',
    palette: 'sky',
    durationSeconds: 12,
    window: 1,
  }),
  video({
    name: 'Music Release Visualiser',
    description:
      'A slow violet fractal that moves with the mood of a new single. Put the cover or a ' +
      'performance clip in the window.',
    categories: ['Music'],
    sections: ['Promos'],
    compatibility: WIDE,
    price: 69,
    priceInd: null,
    purchaseCount: 119,
    layout: '16:9',
    style: 'fractal',
    palette: 'violet',
    durationSeconds: 15,
    window: 2,
  }),

  // Video templates, 9:16
  video({
    name: 'Fitness Challenge Reel',
    description:
      'High-energy ribbons in red and amber for a 30-day challenge, a class teaser or a ' +
      'transformation story.',
    categories: ['Fitness'],
    sections: ['Reels', 'Promos'],
    compatibility: TALL,
    price: 35,
    priceInd: 19,
    purchaseCount: 203,
    layout: '9:16',
    style: 'ribbons',
    palette: 'energy',
    durationSeconds: 15,
    window: 0,
  }),
  video({
    name: 'Birthday Countdown Story',
    description:
      'Confetti colours that never sit still. Count down to the party with a photo or a clip of ' +
      'the birthday star.',
    categories: ['Birthday'],
    sections: ['Stories', 'Greetings'],
    compatibility: TALL,
    price: 25,
    priceInd: 15,
    purchaseCount: 167,
    layout: '9:16',
    style: 'life',
    palette: 'confetti',
    durationSeconds: 10,
    window: 1,
    texts: [
      { text: 'Happy Birthday!', font: 'baloo-2' },
      { text: 'जन्मदिन मुबारक हो', font: 'kalam' },
    ],
  }),
  video({
    name: 'Fashion Drop Teaser',
    description:
      'Blush and rose waves for a collection drop. Show the look in the window and the launch ' +
      'date on the band.',
    categories: ['Fashion'],
    sections: ['Reels', 'Promos'],
    compatibility: TALL,
    price: 55,
    priceInd: null,
    purchaseCount: 88,
    layout: '9:16',
    style: 'aurora',
    palette: 'blush',
    durationSeconds: 12,
    window: 0,
  }),
  video({
    name: 'Foodie Recipe Reel',
    description:
      'A bright, textured frame for quick recipes shot on a phone: ingredients, sizzle, done.',
    categories: ['Food'],
    sections: ['Reels'],
    compatibility: TALL,
    price: 30,
    priceInd: null,
    purchaseCount: 71,
    layout: '9:16',
    style: 'cells',
    palette: 'citrus',
    durationSeconds: 20,
    window: 1,
  }),
  video({
    name: 'Save the Date Story',
    description:
      'Gold rings pulse gently around your engagement photo. Add the date and send it to every ' +
      'guest in one tap.',
    categories: ['Wedding'],
    sections: ['Invitations', 'Stories'],
    compatibility: TALL,
    price: 45,
    priceInd: 29,
    purchaseCount: 142,
    layout: '9:16',
    style: 'rings',
    palette: 'gold',
    durationSeconds: 10,
    window: 0,
    texts: [
      { text: 'Save the Date', font: 'noto-serif-devanagari' },
      { text: 'शुभ विवाह · 12 December', font: 'kalam' },
    ],
  }),
  video({
    name: 'New Listing Story',
    description:
      'Announce a new listing where buyers scroll: the best room in the window, price and area ' +
      'on the band.',
    categories: ['Real Estate'],
    sections: ['Stories', 'Announcements'],
    compatibility: TALL,
    price: 49,
    priceInd: null,
    purchaseCount: 38,
    layout: '9:16',
    style: 'ribbons',
    palette: 'sand',
    durationSeconds: 12,
    window: 1,
  }),
  video({
    name: 'Podcast Clip Reel',
    description:
      'Turn the best minute of an episode into a reel. Violet waves, a big window for the ' +
      'speakers and space for the show name.',
    categories: ['Music', 'Education'],
    sections: ['Reels'],
    compatibility: TALL,
    price: 39,
    priceInd: 25,
    purchaseCount: 59,
    layout: '9:16',
    style: 'aurora',
    palette: 'violet',
    durationSeconds: 30,
    window: 0,
  }),
  video({
    name: 'Travel Diary Story',
    description: 'Deep ocean blues and a slow fractal drift for a day-by-day travel diary.',
    categories: ['Travel'],
    sections: ['Stories', 'Slideshows'],
    compatibility: TALL,
    price: 29,
    priceInd: null,
    purchaseCount: 112,
    layout: '9:16',
    style: 'fractal',
    palette: 'ocean',
    durationSeconds: 15,
    window: 1,
  }),

  // Video templates, 1:1
  video({
    name: 'Sale Announcement Square',
    description:
      'Bold red and amber ribbons that stop the scroll. Put the product in the window and the ' +
      'discount on the band.',
    categories: ['Business', 'Fashion'],
    sections: ['Promos', 'Announcements'],
    compatibility: SQUARE,
    price: 20,
    priceInd: null,
    purchaseCount: 231,
    layout: '1:1',
    style: 'ribbons',
    palette: 'energy',
    durationSeconds: 8,
    window: 0,
  }),
  video({
    name: 'Quote of the Day Motion',
    description:
      'A gentle sky gradient behind a speaker clip or a still, for daily quotes and tips.',
    categories: ['Education'],
    sections: ['Quotes'],
    compatibility: SQUARE,
    price: 22,
    priceInd: 15,
    purchaseCount: 97,
    layout: '1:1',
    style: 'aurora',
    palette: 'sky',
    durationSeconds: 10,
    window: 1,
  }),
  video({
    name: 'Logo Reveal Square',
    description:
      'A golden fractal zoom that lands on your logo. Six seconds, made for profile videos and ' +
      'post openers.',
    categories: ['Business'],
    sections: ['Logos', 'Intros'],
    compatibility: SQUARE,
    price: 65,
    priceInd: 39,
    purchaseCount: 154,
    layout: '1:1',
    style: 'fractal',
    palette: 'gold',
    durationSeconds: 6,
    window: 0,
  }),
  video({
    name: 'Workout Tip Post',
    description:
      'A textured, energetic square for one exercise at a time: the move in the window, its ' +
      'name on the band.',
    categories: ['Fitness'],
    sections: ['Promos'],
    compatibility: SQUARE,
    price: 25,
    priceInd: null,
    purchaseCount: 48,
    layout: '1:1',
    style: 'cells',
    palette: 'energy',
    durationSeconds: 12,
    window: 1,
  }),
  video({
    name: 'Holiday Greetings Card',
    description:
      'Frosty blues that sparkle and drift like snow. Send season’s greetings with a family clip.',
    categories: ['Holiday'],
    sections: ['Greetings'],
    compatibility: SQUARE,
    price: 30,
    priceInd: 19,
    purchaseCount: 126,
    layout: '1:1',
    style: 'life',
    palette: 'frost',
    durationSeconds: 10,
    window: 0,
  }),
  video({
    name: 'Event Recap Square',
    description:
      'Neon rings for the morning after: the best moments of a launch night, a gig or a meetup.',
    categories: ['Business', 'Music'],
    sections: ['Slideshows'],
    compatibility: SQUARE,
    price: 59,
    priceInd: null,
    purchaseCount: 33,
    layout: '1:1',
    style: 'rings',
    palette: 'neon',
    durationSeconds: 20,
    window: 1,
  }),

  // Image templates
  image({
    name: 'Webinar Banner',
    description:
      'A wide banner for a webinar or live class: the speaker photo in the frame, the title ' +
      'across the band.',
    categories: ['Education', 'Business'],
    sections: ['Banners'],
    compatibility: ['LinkedIn', 'Website', 'YouTube'],
    price: 29,
    priceInd: 19,
    purchaseCount: 87,
    layout: '16:9',
    style: 'ribbons',
    palette: 'ocean',
    window: 0,
    photo: { style: 'rings', palette: 'sky' },
  }),
  image({
    name: 'YouTube Thumbnail Bold',
    description:
      'Loud arcade colours that stay readable at thumbnail size. Drop in a reaction shot and go.',
    categories: ['Gaming'],
    sections: ['Thumbnails'],
    compatibility: ['YouTube', 'Website'],
    price: 20,
    priceInd: null,
    purchaseCount: 264,
    layout: '16:9',
    style: 'aurora',
    palette: 'arcade',
    window: 1,
    photo: { style: 'fractal', palette: 'neon' },
  }),
  image({
    name: 'Restaurant Menu Board',
    description:
      'A warm board for a dish of the day or a weekly special, sized for screens in the shop ' +
      'and on the website.',
    categories: ['Food'],
    sections: ['Posters'],
    compatibility: ['Website', 'Facebook', 'Print'],
    price: 35,
    priceInd: null,
    purchaseCount: 52,
    layout: '16:9',
    style: 'aurora',
    palette: 'citrus',
    window: 2,
    photo: { style: 'cells', palette: 'sunset' },
  }),
  image({
    name: 'Property Feature Banner',
    description:
      'Sandstone frame for the hero shot of a listing, with the headline feature underneath.',
    categories: ['Real Estate'],
    sections: ['Banners'],
    compatibility: ['Website', 'Facebook', 'LinkedIn'],
    price: 39,
    priceInd: 25,
    purchaseCount: 44,
    layout: '16:9',
    style: 'rings',
    palette: 'sand',
    window: 0,
    photo: { style: 'aurora', palette: 'sky' },
  }),
  image({
    name: 'Birthday Invitation Story',
    description:
      'Confetti and colour for a party invitation: the guest of honour in the frame, the date ' +
      'on the band.',
    categories: ['Birthday'],
    sections: ['Invitations', 'Stories'],
    compatibility: ['Instagram Reels', 'WhatsApp Status', 'TikTok'],
    price: 20,
    priceInd: null,
    purchaseCount: 198,
    layout: '9:16',
    style: 'life',
    palette: 'confetti',
    window: 0,
    photo: { style: 'aurora', palette: 'sunset' },
    texts: [
      { text: "You're invited!", font: 'baloo-2' },
      { text: 'जन्मदिन की पार्टी · Saturday, 7 pm', font: 'hind' },
    ],
  }),
  image({
    name: 'Concert Poster Vertical',
    description:
      'A violet fractal poster for a gig or a festival slot, made for stories and printable too.',
    categories: ['Music'],
    sections: ['Posters'],
    compatibility: ['Instagram Reels', 'Pinterest', 'Print'],
    price: 45,
    priceInd: 29,
    purchaseCount: 76,
    layout: '9:16',
    style: 'fractal',
    palette: 'violet',
    window: 1,
    photo: { style: 'ribbons', palette: 'neon' },
  }),
  image({
    name: 'Fashion Lookbook Story',
    description: 'Blush waves around one look at a time. Build a lookbook one story at a time.',
    categories: ['Fashion'],
    sections: ['Stories'],
    compatibility: ['Instagram Reels', 'Pinterest', 'TikTok'],
    price: 25,
    priceInd: null,
    purchaseCount: 91,
    layout: '9:16',
    style: 'aurora',
    palette: 'blush',
    window: 0,
    photo: { style: 'rings', palette: 'gold' },
  }),
  image({
    name: 'Gym Timetable Poster',
    description: 'An energetic poster for the week’s classes, with a coach or studio photo on top.',
    categories: ['Fitness'],
    sections: ['Posters'],
    compatibility: ['Instagram Reels', 'WhatsApp Status', 'Print'],
    price: 30,
    priceInd: 19,
    purchaseCount: 39,
    layout: '9:16',
    style: 'ribbons',
    palette: 'energy',
    window: 1,
    photo: { style: 'life', palette: 'frost' },
  }),
  image({
    name: 'Motivational Quote Square',
    description: 'Quiet sky tones with plenty of room for a quote and a portrait.',
    categories: ['Education'],
    sections: ['Quotes'],
    compatibility: SQUARE,
    price: 20,
    priceInd: null,
    purchaseCount: 143,
    layout: '1:1',
    style: 'rings',
    palette: 'sky',
    window: 0,
    photo: { style: 'aurora', palette: 'teal' },
    texts: [
      { text: 'Dream big. Start small.', font: 'noto-serif-devanagari' },
      { text: 'सपने बड़े देखो', font: 'noto-serif-devanagari' },
    ],
  }),
  image({
    name: 'Wedding Thank You Card',
    description:
      'A gold-edged thank-you card for guests, with your favourite photo of the day inside.',
    categories: ['Wedding'],
    sections: ['Greetings'],
    compatibility: [...SQUARE, 'Print'],
    price: 35,
    priceInd: 22,
    purchaseCount: 67,
    layout: '1:1',
    style: 'aurora',
    palette: 'gold',
    window: 1,
    photo: { style: 'rings', palette: 'blush' },
    texts: [
      { text: 'Thank you · धन्यवाद', font: 'noto-serif-devanagari' },
      { text: 'With love, Priya & Arjun', font: 'kalam' },
    ],
  }),
  image({
    name: 'Product Spotlight Post',
    description:
      'A clean square that puts one product in the spotlight, for shops and marketplaces.',
    categories: ['Business'],
    sections: ['Promos'],
    compatibility: SQUARE,
    price: 25,
    priceInd: null,
    purchaseCount: 118,
    layout: '1:1',
    style: 'ribbons',
    palette: 'teal',
    window: 0,
    photo: { style: 'fractal', palette: 'sunset' },
  }),
  image({
    name: 'Travel Postcard Square',
    description: 'Send a postcard from anywhere: ocean-blue frame, your view in the middle.',
    categories: ['Travel'],
    sections: ['Greetings', 'Posters'],
    compatibility: [...SQUARE, 'Pinterest'],
    price: 22,
    priceInd: 15,
    purchaseCount: 82,
    layout: '1:1',
    style: 'cells',
    palette: 'ocean',
    window: 1,
    photo: { style: 'aurora', palette: 'sunset' },
  }),

  // Direct-sell videos
  directSell({
    name: 'Ocean Drift Loop',
    description:
      'Ten seconds of deep blue drift: a calm background for websites, waiting screens and ' +
      'talks.',
    categories: ['Travel', 'Wellness'],
    sections: ['Backgrounds', 'Loops'],
    compatibility: ['Website', 'YouTube', 'LinkedIn'],
    price: 90,
    priceInd: 59,
    purchaseCount: 61,
    layout: '16:9',
    style: 'aurora',
    palette: 'ocean',
    durationSeconds: 10,
  }),
  directSell({
    name: 'Neon City Pulse',
    description: 'Pink and electric-blue rings pulsing like a night skyline, ready to use as is.',
    categories: ['Music', 'Gaming'],
    sections: ['Backgrounds'],
    compatibility: ['YouTube', 'Website', 'Facebook'],
    price: 120,
    priceInd: null,
    purchaseCount: 45,
    layout: '16:9',
    style: 'rings',
    palette: 'neon',
    durationSeconds: 12,
  }),
  directSell({
    name: 'Corporate Abstract Background',
    description:
      'Understated sandstone ribbons behind a title. Ready for presentations and event screens.',
    categories: ['Business'],
    sections: ['Backgrounds', 'Intros'],
    compatibility: ['Website', 'LinkedIn', 'YouTube'],
    price: 75,
    priceInd: 49,
    purchaseCount: 102,
    layout: '16:9',
    style: 'ribbons',
    palette: 'sand',
    durationSeconds: 8,
  }),
  directSell({
    name: 'Fractal Dreams',
    description: 'A slow fractal journey in violet, for music videos, visualisers and VJ sets.',
    categories: ['Music'],
    sections: ['Visualisers'],
    compatibility: ['YouTube', 'Website'],
    price: 150,
    priceInd: 99,
    purchaseCount: 28,
    layout: '16:9',
    style: 'fractal',
    palette: 'violet',
    durationSeconds: 12,
  }),
  directSell({
    name: 'Confetti Celebration Story',
    description:
      'A living confetti story that says congratulations on its own: birthdays, results, launches.',
    categories: ['Birthday', 'Holiday'],
    sections: ['Stories'],
    compatibility: ['Instagram Reels', 'TikTok', 'WhatsApp Status'],
    price: 60,
    priceInd: 39,
    purchaseCount: 134,
    layout: '9:16',
    style: 'life',
    palette: 'confetti',
    durationSeconds: 9,
  }),
  directSell({
    name: 'Sunset Aesthetic Reel',
    description: 'Warm sunset waves for an aesthetic reel, ready to post with your own music.',
    categories: ['Travel', 'Fashion'],
    sections: ['Reels', 'Backgrounds'],
    compatibility: ['Instagram Reels', 'TikTok', 'YouTube Shorts'],
    price: 65,
    priceInd: null,
    purchaseCount: 176,
    layout: '9:16',
    style: 'aurora',
    palette: 'sunset',
    durationSeconds: 10,
  }),
  directSell({
    name: 'Retro Arcade Loop',
    description: 'Eight-bit life in arcade colours, for stream backgrounds and gaming posts.',
    categories: ['Gaming'],
    sections: ['Loops'],
    compatibility: ['Instagram Posts', 'Facebook', 'Website'],
    price: 80,
    priceInd: null,
    purchaseCount: 83,
    layout: '1:1',
    style: 'life',
    palette: 'arcade',
    durationSeconds: 8,
  }),
  directSell({
    name: 'Calm Meditation Loop',
    description: 'Soft teal waves that breathe slowly. For meditation, yoga and sleep content.',
    categories: ['Fitness', 'Wellness'],
    sections: ['Loops', 'Backgrounds'],
    compatibility: ['Instagram Posts', 'YouTube', 'Website'],
    price: 70,
    priceInd: 45,
    purchaseCount: 57,
    layout: '1:1',
    style: 'aurora',
    palette: 'teal',
    durationSeconds: 12,
  }),
];
