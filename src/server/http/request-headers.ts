// The request headers the API reads, as the API documents them: each schema both checks the header and
// describes it in the OpenAPI document. The objects are loose, so every other header stays on the request.
import { IMPORT_ID_HEADER } from "@shared/constants/podcast";
import { z } from "zod";
import { IMPORT_ID_PATTERN } from "../services/imports/progress";

export const idempotencyKeyHeaders = z.looseObject({
  "idempotency-key": z
    .string()
    .regex(/^[\x21-\x7e]{1,200}$/, "The Idempotency-Key header must be 1 to 200 visible characters.")
    .optional()
    .describe(
      "1 to 200 visible ASCII characters the client chose for this submission. Sent again with the same " +
        "key (a retry after a lost answer), the review is stored once and the answer is 201 again, with " +
        "`Idempotent-Replayed: true`; the same key with a different review answers 422.",
    ),
});

export const importIdHeaders = z.looseObject({
  "import-id": z
    .string()
    .regex(IMPORT_ID_PATTERN, `The ${IMPORT_ID_HEADER} header must be a UUID.`)
    .optional()
    .describe(
      "A UUID the client chose for this import: while it runs, `GET /api/admin/podcasts/imports/{id}` " +
        "tells its progress. An id that was used before answers 409.",
    ),
});
