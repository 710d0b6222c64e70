import { createFileRoute } from '@tanstack/react-router';
import { emailSearchSchema } from '../features/auth/auth-search';
import { ForgottenPasswordConfirmScreen } from '../features/auth/forgotten-password-confirm-screen';
import { emailScreen } from './-email-screen';

export const Route = createFileRoute('/forgotten-password-confirm')({
  validateSearch: emailSearchSchema,
  component: emailScreen(ForgottenPasswordConfirmScreen),
});
