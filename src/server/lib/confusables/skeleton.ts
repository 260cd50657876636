import { CONFUSABLE_PROTOTYPES } from "./confusables-data";

let prototypes: Map<string, string> | undefined;

const fromHex = (codes: string) =>
  String.fromCodePoint(...codes.split(" ").map((code) => Number.parseInt(code, 16)));

function prototypeTable(): Map<string, string> {
  prototypes ??= new Map(
    CONFUSABLE_PROTOTYPES.split("\n").map((line) => {
      const [from, ...to] = line.split(" ");
      return [fromHex(from!), fromHex(to.join(" "))] as const;
    }),
  );
  return prototypes;
}

const DEFAULT_IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;

/**
 * A text's confusable skeleton (Unicode TR39, section 4): NFD, default-ignorable characters removed, each
 * character replaced by its prototype from confusables.txt, NFD again. Two texts that look alike, such as
 * "Ada" in Latin and "Аda" with a Cyrillic А, have the same skeleton. The data: confusables-data.ts.
 */
export function skeleton(text: string): string {
  const table = prototypeTable();
  let out = "";
  for (const char of text.normalize("NFD").replace(DEFAULT_IGNORABLE, "")) out += table.get(char) ?? char;
  return out.normalize("NFD");
}
