/**
 * Route preloading costs data: turn it off on 2g connections and when the user asked the browser
 * to save data (Network Information API, where the browser has it).
 */
interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

export function preloadAllowed(connection: NetworkInformationLike | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return connection.effectiveType !== '2g' && connection.effectiveType !== 'slow-2g';
}

export function browserConnection(): NetworkInformationLike | undefined {
  return (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
}
