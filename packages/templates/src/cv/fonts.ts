/** Whether a font a layout asks for is a serif one ("Georgia", "Source Serif 4", not "PT Sans"). */
export const isSerif = (family: string) =>
  /serif|times|georgia|garamond|baskerville|palatino|cambria|book|minion/i.test(family) &&
  !/sans/i.test(family);
