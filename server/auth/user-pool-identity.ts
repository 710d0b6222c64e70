/**
 * Who issues the tokens the server trusts. The embedded pool's issuer (`iss`) is
 * `${PUBLIC_URL}/auth` when PUBLIC_URL is set, so, as with Cognito, `${iss}/.well-known/jwks.json`
 * is where its keys are; without PUBLIC_URL it is the fixed `urn:map-game:local_mapgame`, because
 * the request's origin (any host name, any port) is no stable name. Changing PUBLIC_URL therefore
 * makes the access and ID tokens already out fail verification; their refresh tokens still work.
 */
import { EMBEDDED_USER_POOL_ID } from '../http/client-config';

export function embeddedIssuer(publicUrl: string | undefined): string {
  return publicUrl ? `${publicUrl}/auth` : `urn:map-game:${EMBEDDED_USER_POOL_ID}`;
}

/** The issuer of a hosted Cognito user pool's tokens (its JWKS is under it). */
export function hostedIssuer(region: string, userPoolId: string): string {
  return `https://cognito-idp.${region}.amazonaws.com/${userPoolId}`;
}
