export const pageCount = (items: number, perPage: number) => Math.max(1, Math.ceil(items / perPage));
