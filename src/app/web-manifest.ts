/** The web app manifest: what makes the app installable to the home screen. */
export const webManifest = {
  name: 'Map Game',
  short_name: 'Map Game',
  description: 'Find the controls in the terrain and punch them by GPS or by code.',
  lang: 'en',
  start_url: '/',
  scope: '/',
  display: 'standalone' as const,
  orientation: 'portrait' as const,
  background_color: '#ffffff',
  theme_color: '#1b5e20',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    {
      src: '/icons/icon-maskable-512.png',
      sizes: '512x512',
      type: 'image/png',
      purpose: 'maskable',
    },
  ],
};
