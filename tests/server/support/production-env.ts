/**
 * The least a production server accepts (NODE_ENV=production refuses to start without an https
 * PUBLIC_URL and real mail): for tests of what production changes.
 */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://maps.example.org',
  SMTP_URL: 'smtp://127.0.0.1:2525',
} as const;
