// The signed-in user, if any. Placeholder until accounts land (spec §4 "Session"): everyone is
// a guest for now; the auth issue replaces the body with the current-user query.
export interface SessionUser {
  username: string;
  email: string;
}

export interface Session {
  user: SessionUser | null;
}

export function useSession(): Session {
  return { user: null };
}
