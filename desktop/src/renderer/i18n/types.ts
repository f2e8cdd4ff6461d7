/** The same keys as a reference resource, every leaf a string: what each other language must fill in. */
export type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
