import type { TabScreen } from '@tryown/contracts';

/** How the editor names each screen a tab can open, with a word on what the store sees there. */
export const TAB_SCREEN_LABELS: Record<TabScreen, { label: string; hint: string }> = {
  overview: { label: 'Overview', hint: 'Greeting and the store at a glance' },
  'business-profile': { label: 'Business Profile', hint: 'The store details and Client User ID' },
  users: { label: 'Users', hint: 'The shoppers registered with the store' },
  models: { label: 'Models', hint: 'Photos of people, filtered by this tab’s categories' },
  dresses: { label: 'Dresses', hint: 'The garments, filtered by this tab’s categories' },
  playground: { label: 'Playground', hint: 'Generate try-on images' },
  tryon: { label: 'Try-on', hint: 'Pick a model and a dress and see the result' },
  'ai-outfits': { label: 'AI Outfits', hint: 'The saved try-on images' },
  integrations: { label: 'Integrations', hint: 'Put the try-on on the store’s own website' },
  help: { label: 'Help', hint: 'How the dashboard works' },
  custom: { label: 'Custom page', hint: 'Shows this tab’s name and description' },
};
