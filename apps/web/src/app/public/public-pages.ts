/** Every public path with its title: the header, the footer and the router read this one list. */
export const headerLinks = [
  { to: '/', label: 'Home' },
  { to: '/features', label: 'Features' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/demo', label: 'Demo' },
] as const;

export const footerGroups = [
  {
    title: 'Company',
    links: [
      { to: '/about', label: 'About' },
      { to: '/contact', label: 'Contact' },
    ],
  },
  {
    title: 'Services',
    links: [
      { to: '/services/virtual-try-on', label: 'Virtual Try-On' },
      { to: '/services/ai-recommendations', label: 'AI Recommendations' },
      { to: '/services/e-commerce', label: 'E-commerce' },
      { to: '/services/analytics', label: 'Analytics' },
      { to: '/services/custom', label: 'Custom Solutions' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: '/privacy', label: 'Privacy Policy' },
      { to: '/terms', label: 'Terms of Service' },
      { to: '/cookies', label: 'Cookie Policy' },
    ],
  },
] as const;

/** The spec's placeholders: each shows its title and 'This page is coming soon.' */
export const comingSoonPages: { path: string; title: string }[] = [
  { path: 'features', title: 'Features' },
  { path: 'pricing', title: 'Pricing' },
  ...footerGroups.flatMap((group) => group.links.map((link) => ({ path: link.to.slice(1), title: link.label }))),
];
