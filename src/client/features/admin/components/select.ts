/** A native select styled like the inputs: accessible, keyboard-friendly and phone-friendly for free. */
export const selectClass =
  "h-11 w-full rounded-lg border border-border bg-bg px-3 text-base text-fg transition-colors hover:border-[#3b4458] " +
  "focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-offset-0 aria-invalid:border-danger md:text-sm";
