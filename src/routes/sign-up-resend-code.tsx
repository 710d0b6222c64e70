import { createFileRoute } from '@tanstack/react-router';
import { emailSearchSchema } from '../features/auth/auth-search';
import { SignUpResendCodeScreen } from '../features/auth/sign-up-resend-code-screen';

export const Route = createFileRoute('/sign-up-resend-code')({
  validateSearch: emailSearchSchema,
  component: SignUpResendCodeRoute,
});

function SignUpResendCodeRoute() {
  const { email } = Route.useSearch();
  return <SignUpResendCodeScreen key={email} email={email} />;
}
