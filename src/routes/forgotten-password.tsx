import { createFileRoute } from '@tanstack/react-router';
import { emailSearchSchema } from '../features/auth/auth-search';
import { ForgottenPasswordScreen } from '../features/auth/forgotten-password-screen';

export const Route = createFileRoute('/forgotten-password')({
  validateSearch: emailSearchSchema,
  component: ForgottenPasswordRoute,
});

function ForgottenPasswordRoute() {
  const { email } = Route.useSearch();
  return <ForgottenPasswordScreen key={email} email={email} />;
}
