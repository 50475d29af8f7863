/** Lucene's 33 English stop words: dropped from queries (the retrieval calibration used this set). */
export const QUERY_STOP_WORDS = new Set('a an and are as at be but by for if in into is it no not of on or such that the their then there these they this to was will with'.split(' '));

/**
 * Words that frame a question rather than say what it is about ("how much did I pay for the
 * latte"): left out of a search when other words remain, so a file sharing only "how much did
 * I pay" does not rank above the receipt that names the latte.
 */
export const QUESTION_WORDS = new Set('what when where who whom whose which why how much many did do does i me my mine we our us you your am can could would should please tell'.split(' '));

/** A broader list for picking key phrases, tags and answer sentences, where function words are noise. */
export const STOP_WORDS = new Set([
  ...QUERY_STOP_WORDS,
  ...'i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers herself its itself them theirs themselves what which who whom whose when where why how all any both each few more most other some own same so than too very can just should now do does did doing done have has had having am were been being from up down out off over under again further once here about above after before below between through during against until while would could might must shall may also'.split(' '),
]);
