/**
 * The first module main.tsx evaluates: React DOM, four fifths of the first page's file, then a turn of the
 * event loop before the app's own modules, which Rolldown places after this module's top-level `await`.
 * Evaluating the file was one long task on a phone (110–150 ms at Lighthouse's 4× slowdown); cut here it is
 * two, and the browser can handle input between them (decision 0064).
 */
import "react-dom/client";

await new Promise((resolve) => setTimeout(resolve, 0));
