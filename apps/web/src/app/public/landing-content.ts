import type { PublicIconName } from './public-icons.tsx';

/** The landing page's words. Titles, plan names and plan features are the spec's, word for word. */

export const benefits: { title: string; text: string; icon: PublicIconName }[] = [
  { title: 'Save trial-room time', text: 'Shoppers try outfits on screen in seconds, so queues shrink and your staff can help more people.', icon: 'clock' },
  { title: 'Better in-store engagement', text: 'A smart mirror draws people in, keeps them browsing and turns looking into trying.', icon: 'store' },
  { title: 'Try from home', text: 'Customers see themselves in your collection on their phone, wherever they are.', icon: 'home' },
  { title: 'Fewer product returns', text: 'When people see the fit and colour on themselves first, fewer parcels come back.', icon: 'returns' },
  { title: 'Seamless digital shopping', text: 'From try-on to wishlist to checkout: one smooth journey across your store and your website.', icon: 'cart' },
];

export const features: { title: string; text: string; icon: PublicIconName }[] = [
  { title: 'AI try-on', text: "Combine a shopper's photo with any garment in your catalogue and get a realistic try-on image in moments.", icon: 'wand' },
  { title: 'Mobile and in-store smart mirrors', text: 'The same experience on a phone, a tablet at the counter or a full-length smart mirror on the shop floor.', icon: 'mirror' },
  { title: 'E-commerce integration', text: 'Bring try-on to your online store and keep catalogue, wishlist and checkout in step.', icon: 'plug' },
  { title: 'Analytics dashboard', text: 'See which garments are tried, saved and bought, and stock more of what your customers love.', icon: 'chart' },
  { title: 'Quick implementation', text: 'Upload your models and dresses and go live in days, not months. No app for shoppers to install.', icon: 'bolt' },
  { title: 'Secure and private handling of customer data', text: "Photos stay in your store's private space and are only ever shared through short-lived signed links.", icon: 'shield' },
];

/** A plan's mark is one of the landing's drawn icons: emoji depend on a font the visitor may not have. */
export type Plan = { name: string; icon: PublicIconName; features: string[]; highlighted: boolean };

/** Marketing content only: no prices (the spec). */
export const plans: Plan[] = [
  {
    name: 'Essential Try-On Mode',
    icon: 'mirror',
    highlighted: false,
    features: ['AI try-on', 'local storage of 20 items', 'no TV/display support', 'no e-commerce', 'in-store branding', 'basic preference log'],
  },
  {
    name: 'Virtual Showcase Mode',
    icon: 'wand',
    highlighted: true,
    features: ['high-speed AI try-on', 'upload 50 items', 'browse 100 store items', 'e-commerce view only', 'wishlist save', 'basic dress analytics'],
  },
  {
    name: 'Full Commerce Mode',
    icon: 'cart',
    highlighted: false,
    features: [
      'ultra-fast AI try-on',
      'full e-commerce',
      'payment system',
      'delivery integration',
      'TV/smart mirror support',
      'WhatsApp confirmations',
      'SMS confirmations',
      'smart recommendations',
    ],
  },
];

export type Picture = { src: string; alt: string; caption: string };

/** Drawn by apps/web/scripts/landing-art (no third-party photos). */
export const heroSlides: Picture[] = [
  { src: '/landing/hero-1.svg', caption: 'Emerald wrap dress', alt: 'Illustration of a woman trying on an emerald wrap dress in a smart mirror' },
  { src: '/landing/hero-2.svg', caption: 'Tailored navy suit', alt: 'Illustration of a man trying on a tailored navy suit in a smart mirror' },
  { src: '/landing/hero-3.svg', caption: 'Silk saree with gold border', alt: 'Illustration of a woman trying on a red silk saree with a gold border in a smart mirror' },
  { src: '/landing/hero-4.svg', caption: 'Polka dot maxi dress', alt: 'Illustration of a woman trying on an indigo polka dot maxi dress in a smart mirror' },
  { src: '/landing/hero-5.svg', caption: 'Block-print kurta set', alt: 'Illustration of a woman trying on a teal block-print kurta set in a smart mirror' },
];

export const galleryPictures: Picture[] = [
  { src: '/landing/gallery-1.svg', caption: 'Coral jumpsuit', alt: 'Try-on result: a woman in a coral jumpsuit' },
  { src: '/landing/gallery-2.svg', caption: 'Striped linen shirt', alt: 'Try-on result: a man in a striped linen shirt and grey trousers' },
  { src: '/landing/gallery-3.svg', caption: 'Floral wrap dress', alt: 'Try-on result: a woman in a floral wrap dress' },
  { src: '/landing/gallery-4.svg', caption: 'Indigo kurta', alt: 'Try-on result: a man in an indigo kurta' },
  { src: '/landing/gallery-5.svg', caption: 'Grey trouser suit', alt: 'Try-on result: a woman in a grey trouser suit' },
  { src: '/landing/gallery-6.svg', caption: 'Teal silk saree', alt: 'Try-on result: a woman in a teal silk saree' },
];
