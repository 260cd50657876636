import { z } from "zod";
import { GENRES } from "../constants/genres";
import { emailAddress } from "./common";
import { nameText } from "./names";

export const INVALID_USER_ID = "Invalid user ID";
export const USER_NOT_FOUND = "User not found";

/** Public fields of any user, as non-administrators see them. */
export const publicUserSchema = z.object({ id: z.number().int(), name: z.string(), username: z.string() });
export type PublicUser = z.infer<typeof publicUserSchema>;

const INVALID_EMAIL = "Invalid email address";

const emailField = z
  .union([z.literal(""), emailAddress(INVALID_EMAIL)])
  .nullable()
  .transform((v) => (v ? v.toLowerCase() : null));

const profileName = nameText("Name", { length: 1, message: "Name is required" }, 100);

/** PATCH /api/users/:id: every field optional; a given name must not be empty. */
export const profileUpdateSchema = z.object({
  name: profileName.optional(),
  email: emailField.optional(),
  location: z
    .string({ error: "Location must be text" })
    .trim()
    .max(100, "Location must be at most 100 characters")
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null)),
  genres: z
    .array(z.enum(GENRES, { error: "Choose genres from the list" }), { error: "Genres must be a list" })
    .max(GENRES.length)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v && v.length > 0 ? [...new Set(v)] : null)),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

/** The profile form on the client: all fields present. */
export const profileFormSchema = z.object({
  name: profileName,
  email: z.union([z.literal(""), emailAddress(INVALID_EMAIL)]),
  location: z.string().trim().max(100, "Location must be at most 100 characters"),
  genres: z.array(z.enum(GENRES)),
});
export type ProfileFormInput = z.input<typeof profileFormSchema>;
