/**
 * CJK text is searchable: unicode61 reads a run of Han/kana/Hangul as one token, so runs are
 * also indexed as overlapping bigrams in a side index, and queries are cut the same way.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cjkBigrams, cjkIndexText, hasCjk } from '../../src/core/index/cjk.js';
import { parseQuery } from '../../src/core/retrieve/fts-query.js';
import { searchChunks, searchFiles } from '../../src/core/retrieve/search.js';
import { titleFor } from '../../src/core/index/title.js';
import { RetrievalFixture } from '../helpers/retrieval.js';

describe('bigrams', () => {
  it('cuts CJK runs into overlapping bigrams and leaves other text alone', () => {
    expect(cjkBigrams('東京都庁')).toEqual(['東京', '京都', '都庁']);
    expect(cjkBigrams('Meeting 会议 at 3pm, 猫')).toEqual(['会议', '猫']);
    expect(cjkBigrams('서울 여행')).toEqual(['서울', '여행']);
    expect(cjkBigrams('no cjk here')).toEqual([]);
    expect(hasCjk('abc')).toBe(false);
    expect(hasCjk('カタカナ')).toBe(true);
    expect(cjkIndexText('abc')).toBe('');
  });

  it('turns a CJK query into its bigrams for the side index', () => {
    const q = parseQuery('会议记录');
    expect(q.cjk).toEqual(['会议', '议记', '记录']);
    expect(q.bigrams).toEqual(['会议', '议记', '记录']);
  });
});

describe('CJK search', () => {
  const fx = new RetrievalFixture();
  const id: Record<string, string> = {};
  beforeAll(async () => {
    id.meeting = await fx.add('/工作/周会.txt', '今天的会议记录如下：项目进度正常，下周三之前提交预算报告。');
    id.travel = await fx.add('/notes/trip.txt', '東京都庁の展望台に行きました。夜景がとてもきれいでした。');
    id.food = await fx.add('/notes/food.txt', '晚饭做了红烧肉和青菜，味道不错。');
    id.korean = await fx.add('/notes/seoul.txt', '서울 여행 계획: 경복궁 방문, 명동에서 쇼핑.');
    id.english = await fx.add('/notes/en.txt', 'Budget report due next Wednesday; the project is on schedule.');
    await fx.add('/other/会议.txt', '另一个用户的会议记录。', 2);
  });
  afterAll(() => fx.close());

  const top = (q: string, su = 1) => searchFiles(fx.store, su, q, 5).map((h) => h.entry.file_id);

  it('finds Chinese words inside unbroken text', () => {
    expect(top('会议记录')[0]).toBe(id.meeting);
    expect(top('预算报告')[0]).toBe(id.meeting);
    expect(top('红烧肉')[0]).toBe(id.food);
  });

  it('finds Japanese and Korean', () => {
    expect(top('東京都庁')[0]).toBe(id.travel);
    expect(top('夜景')[0]).toBe(id.travel);
    expect(top('경복궁')[0]).toBe(id.korean);
  });

  it('finds a file by the CJK words of its path', () => {
    expect(top('周会')).toEqual([id.meeting]);
    expect(titleFor('/工作/周会.txt')).toBe('工作 周会');
  });

  it('does not match texts that share no bigram, and stays within the sub-user', () => {
    expect(top('图书馆')).toEqual([]);
    expect(top('会议记录')).not.toContain(undefined);
    const su2 = top('会议记录', 2);
    expect(su2).toHaveLength(1);
    expect(top('会议记录')).not.toContain(su2[0]);
  });

  it('combines CJK and Latin words in one query', () => {
    expect(top('budget 预算').slice(0, 2).sort()).toEqual([id.meeting, id.english].sort());
  });

  it('returns the chunk and locator for a CJK hit, and forgets removed files', () => {
    const hit = searchChunks(fx.store, 1, '展望台', 3)[0]!;
    expect(hit.file_id).toBe(id.travel);
    expect(hit.text).toContain('東京都庁');
    expect(hit.locator).toBe('#line=1');
    fx.store.tx(() => fx.store.chunks.removeForFile(id.food!));
    expect(top('红烧肉')).toEqual([]);
  });

  it('re-indexes titles when a file moves', () => {
    fx.store.tx(() => fx.store.chunks.retitle(id.korean!, 1, titleFor('/旅行/서울.txt')));
    expect(top('旅行')).toEqual([id.korean]);
  });
});
