import type { AppContext } from "../../context";

/**
 * The critic name as the critic database spells it. Until the critic database is wired in, any
 * non-empty name is accepted as given.
 */
export async function canonicalCriticName(_ctx: AppContext, name: string): Promise<string> {
  return name.trim();
}
