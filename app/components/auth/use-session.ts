// The signed-in user, if any. Placeholder until accounts land (spec §4 "Session"): everyone is
// a guest for now; the auth issue replaces the body with the current-user query.
export interface SessionUser {
  username: string;
  email: string;
}

export interface Session {
  user: SessionUser | null;
}

/** The session as known outside React (route guards read it through the router context). */
export function readSession(): Session {
  return { user: null };
}

export function useSession(): Session {
  return readSession();
}
