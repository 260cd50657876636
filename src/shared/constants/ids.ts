/** The largest id the database has (PostgreSQL integer): a larger number is no id of ours. */
export const ID_MAX = 2_147_483_647;
