/** Today's date in the app's time zone, YYYY-MM-DD (en-CA writes dates that way). */
export const localDate = (timeZone: string, at = new Date()) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    at,
  );
