// Real postcodes for the demo directory's places, so a demo address in Berlin-Kreuzberg reads 10999
// and not a Munich 80xxx. Each place lists codes (or, where a city's codes run in one block, a range
// or the outward codes) that lie inside it: German codes whole, per Berlin district only those that
// do not cross into a neighbouring district; Dutch and Spanish codes as each city's numeric block;
// Portuguese by the CP4 of the municipality; British by outward codes in the city. Demo data only.

type Rule =
  /** Germany: every code listed lies in the place. */
  | { kind: 'de'; codes: string[] }
  /** Netherlands: the four digits within a city's block, then two letters ("1017 AB"). */
  | { kind: 'nl'; from: number; to: number }
  /** Spain: five digits within a city's block ("28004"). */
  | { kind: 'es'; from: number; to: number }
  /** Portugal: the municipality's CP4, then a three-digit CP3 ("1200-109"). */
  | { kind: 'pt'; cp4: string[] }
  /** United Kingdom: an outward code in the city, then the inward code ("SE1 7PB"). */
  | { kind: 'uk'; outward: string[] };

const de = (codes: string) => ({ kind: 'de' as const, codes: codes.split(' ') });
const nl = (from: number, to: number) => ({ kind: 'nl' as const, from, to });
const es = (from: number, to: number) => ({ kind: 'es' as const, from, to });
const pt = (cp4: string) => ({ kind: 'pt' as const, cp4: cp4.split(' ') });
const uk = (outward: string) => ({ kind: 'uk' as const, outward: outward.split(' ') });

/** By Berlin district slug or city slug (taxonomy/locations.json). */
export const POSTCODES: Record<string, Rule> = {
  // Berlin, per district
  'charlottenburg-wilmersdorf': de(
    '10585 10587 10589 10623 10625 10627 10629 10707 10709 10711 10713 10715 10717 10719 14050 14053 14055 14057 14059 14193 14197 14199',
  ),
  friedrichshain: de('10243 10245 10247 10249'),
  kreuzberg: de('10961 10965 10967 10969 10997 10999'),
  lichtenberg: de('10315 10317 10318 10319 10365 10367 10369 13051 13053 13055 13057 13059'),
  'marzahn-hellersdorf': de('12619 12621 12623 12627 12629 12679 12681 12683 12685 12687 12689'),
  mitte: de('10115 10117 10178 10179 10551 10553 10555 10557 10559 13347 13349 13351 13353 13355 13357'),
  neukolln: de('12043 12045 12047 12051 12053 12055 12057 12059 12347 12349 12351 12353 12355 12357 12359'),
  pankow: de('10405 10407 10409 10435 10437 10439 13086 13088 13089 13125 13127 13129 13156 13158 13187 13189'),
  reinickendorf: de('13403 13405 13407 13409 13435 13437 13439 13465 13467 13469 13503 13505 13507 13509'),
  spandau: de('13581 13583 13585 13587 13589 13591 13593 13595 13597 13599 14089'),
  'steglitz-zehlendorf': de(
    '12163 12165 12167 12169 12203 12205 12207 12209 12247 12249 14109 14129 14163 14165 14167 14169 14195',
  ),
  'tempelhof-schoneberg': de(
    '10777 10779 10781 10783 10823 10825 10827 10829 12099 12101 12103 12105 12107 12109 12159 12161 12277 12279 12305 12307 12309',
  ),
  'treptow-kopenick': de('12437 12439 12459 12487 12489 12524 12526 12527 12555 12557 12559 12587 12589'),
  // Germany
  hamburg: de(
    '20095 20099 20144 20146 20249 20251 20253 20255 20354 20357 20359 20457 20459 22085 22087 22089 22301 22303 22765 22767 22769',
  ),
  munich: de(
    '80331 80333 80335 80336 80337 80339 80469 80538 80539 80634 80636 80637 80639 80796 80797 80798 80799 80801 80802 80803 80804 81241 81369 81371 81373 81541 81543 81667 81669 81675 81677',
  ),
  cologne: de(
    '50667 50668 50670 50672 50674 50676 50677 50678 50679 50733 50735 50737 50739 50823 50825 50827 50931 50933 50935 50937 50939 51063 51065 51103 51105',
  ),
  frankfurt: de(
    '60306 60308 60310 60311 60313 60314 60316 60318 60320 60322 60323 60325 60326 60327 60329 60385 60386 60389 60431 60433 60435 60486 60487 60489 60528 60594 60596 60598 60599',
  ),
  stuttgart: de(
    '70173 70174 70176 70178 70180 70182 70184 70186 70188 70190 70191 70192 70193 70195 70197 70199 70372 70374 70376 70469 70499 70563 70565 70567 70569 70597 70599',
  ),
  dusseldorf: de(
    '40210 40211 40212 40213 40215 40217 40219 40221 40223 40225 40227 40229 40231 40233 40235 40237 40239 40468 40470 40472 40474 40476 40477 40479 40545 40547 40549',
  ),
  leipzig: de('04103 04105 04107 04109 04129 04155 04157 04177 04179 04229 04275 04277 04279 04315 04317 04318 04347'),
  dortmund: de(
    '44135 44137 44139 44141 44143 44145 44147 44149 44225 44227 44229 44263 44265 44269 44287 44289 44309 44319 44328 44339 44357 44359 44369 44379 44388',
  ),
  essen: de(
    '45127 45128 45130 45131 45133 45134 45136 45138 45139 45141 45143 45144 45145 45147 45149 45219 45239 45257 45259 45276 45277 45279 45289 45307 45309 45326 45327 45329 45355 45356 45357 45359',
  ),
  bremen: de(
    '28195 28197 28199 28201 28203 28205 28207 28209 28211 28213 28215 28217 28219 28237 28239 28259 28277 28279 28307 28309 28325 28327 28329 28355 28357 28359',
  ),
  dresden: de(
    '01067 01069 01097 01099 01109 01127 01129 01139 01157 01159 01169 01187 01189 01217 01219 01237 01239 01257 01259 01277 01279 01307 01309 01324 01326',
  ),
  hanover: de(
    '30159 30161 30163 30165 30167 30169 30171 30173 30175 30177 30179 30419 30449 30451 30453 30455 30457 30459 30519 30521 30539 30559 30625 30627 30629 30655 30657 30659 30669',
  ),
  nuremberg: de(
    '90402 90403 90408 90409 90411 90419 90425 90427 90429 90431 90439 90441 90443 90449 90451 90453 90455 90459 90461 90469 90471 90473 90475 90478 90480 90482 90489 90491',
  ),
  duisburg: de(
    '47051 47053 47055 47057 47058 47059 47119 47137 47138 47139 47166 47167 47169 47178 47179 47198 47199 47226 47228 47229 47239 47249 47259 47269 47279',
  ),
  bochum: de(
    '44787 44789 44791 44793 44795 44797 44799 44801 44803 44805 44807 44809 44866 44867 44869 44879 44892 44894',
  ),
  wuppertal: de(
    '42103 42105 42107 42109 42111 42113 42115 42117 42119 42275 42277 42279 42281 42283 42285 42287 42289 42327 42329 42349 42369 42389 42399',
  ),
  bielefeld: de(
    '33602 33604 33605 33607 33609 33611 33613 33615 33617 33619 33647 33649 33659 33689 33699 33719 33729 33739',
  ),
  bonn: de('53111 53113 53115 53117 53119 53121 53123 53125 53127 53129 53173 53175 53177 53179 53225 53227 53229'),
  munster: de('48143 48145 48147 48149 48151 48153 48155 48157 48159 48161 48163 48165 48167'),
  mannheim: de('68159 68161 68163 68165 68167 68169 68199 68219 68229 68239 68259 68305 68307 68309'),
  karlsruhe: de('76131 76133 76135 76137 76139 76149 76185 76187 76189 76199 76227 76228 76229'),
  augsburg: de('86150 86152 86153 86154 86156 86157 86159 86161 86163 86165 86167 86169 86179 86199'),
  wiesbaden: de('65183 65185 65187 65189 65191 65193 65195 65197 65199 65201 65203 65205 65207'),
  freiburg: de('79098 79100 79102 79104 79106 79108 79110 79111 79112 79114 79115 79117'),
  // Netherlands
  amsterdam: nl(1011, 1098),
  rotterdam: nl(3011, 3089),
  'the-hague': nl(2491, 2599),
  utrecht: nl(3511, 3585),
  eindhoven: nl(5611, 5658),
  groningen: nl(9711, 9747),
  tilburg: nl(5011, 5049),
  almere: nl(1311, 1359),
  breda: nl(4811, 4839),
  nijmegen: nl(6511, 6546),
  haarlem: nl(2011, 2037),
  leiden: nl(2311, 2334),
  maastricht: nl(6211, 6229),
  // Portugal
  lisbon: pt('1050 1069 1070 1100 1150 1170 1200 1250 1300 1350 1400 1500 1600 1700 1750 1800 1900 1950'),
  sintra: pt('2635 2705 2710 2714 2725 2735'),
  'vila-nova-de-gaia': pt('4400 4405 4410 4415 4430 4434'),
  porto: pt('4000 4050 4100 4150 4200 4250 4300 4350'),
  amadora: pt('2610 2650 2700 2720'),
  braga: pt('4700 4705 4710 4715'),
  setubal: pt('2900 2910'),
  coimbra: pt('3000 3020 3030 3040'),
  funchal: pt('9000 9004 9020 9050 9060'),
  aveiro: pt('3800 3810'),
  faro: pt('8000 8005'),
  // Spain
  madrid: es(28001, 28055),
  barcelona: es(8001, 8042),
  valencia: es(46001, 46026),
  seville: es(41001, 41020),
  zaragoza: es(50001, 50021),
  malaga: es(29001, 29018),
  murcia: es(30001, 30012),
  palma: es(7001, 7015),
  'las-palmas': es(35001, 35019),
  bilbao: es(48001, 48015),
  alicante: es(3001, 3016),
  cordoba: es(14001, 14014),
  valladolid: es(47001, 47017),
  vigo: es(36201, 36216),
  gijon: es(33201, 33213),
  'a-coruna': es(15001, 15011),
  'vitoria-gasteiz': es(1001, 1015),
  granada: es(18001, 18015),
  // United Kingdom
  london: uk(
    'E1 E2 E8 E9 N1 N5 N7 N16 NW1 NW3 NW5 NW6 SE1 SE5 SE11 SE15 SE22 SW2 SW4 SW9 SW11 SW12 W2 W10 W11 W12 EC1V WC1N',
  ),
  birmingham: uk('B1 B2 B3 B4 B5 B12 B13 B15 B16 B17 B29 B30'),
  leeds: uk('LS1 LS2 LS6 LS7 LS8 LS11 LS12'),
  glasgow: uk('G1 G2 G3 G4 G11 G12 G20 G31 G41 G42'),
  sheffield: uk('S1 S2 S3 S7 S8 S10 S11'),
  manchester: uk('M1 M2 M3 M4 M13 M14 M15 M16 M20 M21'),
  bradford: uk('BD1 BD2 BD3 BD5 BD7 BD8 BD9'),
  edinburgh: uk('EH1 EH2 EH3 EH4 EH6 EH7 EH8 EH9 EH10 EH11'),
  liverpool: uk('L1 L2 L3 L7 L8 L15 L17 L18'),
  bristol: uk('BS1 BS2 BS3 BS5 BS6 BS7 BS8'),
  leicester: uk('LE1 LE2 LE3 LE4 LE5'),
  cardiff: uk('CF10 CF11 CF14 CF23 CF24'),
  coventry: uk('CV1 CV2 CV3 CV5 CV6'),
  belfast: uk('BT1 BT2 BT5 BT6 BT7 BT9 BT12 BT15'),
  nottingham: uk('NG1 NG2 NG3 NG5 NG7'),
  'newcastle-upon-tyne': uk('NE1 NE2 NE4 NE5 NE6'),
  southampton: uk('SO14 SO15 SO16 SO17 SO19'),
  brighton: uk('BN1 BN2'),
  aberdeen: uk('AB10 AB11 AB15 AB24 AB25'),
};

// Dutch postcodes use no F, I, O, Q, U or Y (and never SA, SD or SS, so no S here); British inward
// codes avoid C, I, K, M, O and V.
const DUTCH_LETTERS = 'ABCDEGHJKLMNPRTVWXZ';
const INWARD_LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';

/**
 * A postcode in the place, chosen by `draw`: any random string (the seed's faker draws one), so the
 * same draw always gives the same code and the demo stays deterministic.
 */
export function postcodeIn(place: string, draw: string): string {
  const rule = POSTCODES[place];
  if (!rule) throw new Error(`No postcodes for ${place}`);
  // FNV-1a over the draw: small differences in it spread over the whole list.
  let hash = 2166136261;
  for (const char of draw) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 16777619) >>> 0;
  const pick = <T>(items: readonly T[], salt = 0) => items[(hash >>> salt) % items.length] as T;
  const number = (from: number, to: number) => from + (hash % (to - from + 1));
  switch (rule.kind) {
    case 'de':
      return pick(rule.codes);
    case 'nl':
      return `${number(rule.from, rule.to)} ${pick([...DUTCH_LETTERS], 8)}${pick([...DUTCH_LETTERS], 16)}`;
    case 'es':
      return String(number(rule.from, rule.to)).padStart(5, '0');
    case 'pt':
      return `${pick(rule.cp4)}-${String((hash >>> 4) % 1000).padStart(3, '0')}`;
    case 'uk':
      return `${pick(rule.outward)} ${(hash >>> 3) % 10}${pick([...INWARD_LETTERS], 7)}${pick([...INWARD_LETTERS], 13)}`;
  }
}

/** Whether a postcode lies in the place (and is written as its country writes postcodes). */
export function postcodeBelongs(place: string, postcode: string): boolean {
  const rule = POSTCODES[place];
  if (!rule) return false;
  switch (rule.kind) {
    case 'de':
      return rule.codes.includes(postcode);
    case 'nl': {
      const match = /^(\d{4}) ([A-EGHJ-NPR-TV-XZ]{2})$/.exec(postcode);
      const digits = Number(match?.[1]);
      return (
        Boolean(match) && !['SA', 'SD', 'SS'].includes(match?.[2] ?? '') && digits >= rule.from && digits <= rule.to
      );
    }
    case 'es': {
      const digits = Number(postcode);
      return /^\d{5}$/.test(postcode) && digits >= rule.from && digits <= rule.to;
    }
    case 'pt':
      return /^\d{4}-\d{3}$/.test(postcode) && rule.cp4.includes(postcode.slice(0, 4));
    case 'uk': {
      const [outward, inward] = postcode.split(' ');
      return rule.outward.includes(outward ?? '') && /^\d[ABD-HJLNP-UW-Z]{2}$/.test(inward ?? '');
    }
  }
}
