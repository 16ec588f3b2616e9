// ra-language-arabic 0.1.5 ships CommonJS without types.
declare module 'ra-language-arabic' {
  const messages: { ra: Record<string, unknown> };
  export default messages;
}
