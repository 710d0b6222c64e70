import { createFileRoute } from '@tanstack/react-router';
import { signInSearchSchema } from '../features/auth/auth-search';
import { SignInScreen } from '../features/auth/sign-in-screen';

export const Route = createFileRoute('/sign-in')({
  validateSearch: signInSearchSchema,
  component: SignInRoute,
});

function SignInRoute() {
  const { email, redirect } = Route.useSearch();
  return <SignInScreen key={email} email={email} redirect={redirect} />;
}
