import { createFileRoute } from '@tanstack/react-router';
import { emailSearchSchema } from '../features/auth/auth-search';
import { SignUpResendCodeScreen } from '../features/auth/sign-up-resend-code-screen';
import { emailScreen } from './-email-screen';

export const Route = createFileRoute('/sign-up-resend-code')({
  validateSearch: emailSearchSchema,
  component: emailScreen(SignUpResendCodeScreen),
});
