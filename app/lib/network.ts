export interface NetworkInformationLike {
  effectiveType?: string;
  saveData?: boolean;
}

/** The Network Information API, where the browser has it. */
export function networkInformation(): NetworkInformationLike | undefined {
  if (typeof navigator === "undefined") return undefined;
  return (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
}
