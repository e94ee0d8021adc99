/** The `vnu-jar` package exports the path of the Nu Html Checker's jar (a String object); it ships no types. */
declare module 'vnu-jar' {
  const jar: string;
  export default jar;
}
