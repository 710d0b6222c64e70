/**
 * The API's answers as a test reads them from JSON: each GraphQL type's fields (a nullable field
 * null, a date ISO 8601 text), written once for the API tests and the browser specs alike. A test
 * that selects fewer fields picks them: `Pick<GameDefinitionAnswer, 'id' | 'state'>`.
 */

/** A `GameDefinition`. */
export interface GameDefinitionAnswer {
  id: string;
  name: string;
  type: string;
  active: boolean;
  state: string;
  startGeoHash: string | null;
  startLat: number | null;
  startLng: number | null;
  /** The owner's sub (null in the schema, but every stored game has one). */
  owner: string;
  /** What the game lacks before it may be published; null for anyone but its owner or an Admin. */
  publishMissing: string[] | null;
  createdAt: string;
  updatedAt: string;
}

/** A `PostReport`: a player's report of a damaged, misplaced or missing post. */
export interface PostReportAnswer {
  id: string;
  controlId: string;
  gameDefinitionId: string | null;
  kind: string;
  note: string | null;
  lat: number | null;
  lng: number | null;
  accuracy: number | null;
  reportedAt: string;
  createdAt: string;
  closedAt: string | null;
  reporterNickName: string | null;
}
