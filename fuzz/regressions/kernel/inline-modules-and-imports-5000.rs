// 5,000 inline modules and 5,000 renamed imports in one file: every path was
// looked up through every module and every `use` (quadratic: 20,000 of each took 15 s).
use furiosa_visa_std::prelude::*;
axes![X = 8];
mod m0 { pub const Q: usize = 0; }
mod m1 { pub const Q: usize = 1; }
mod m2 { pub const Q: usize = 2; }
mod m3 { pub const Q: usize = 3; }
mod m4 { pub const Q: usize = 4; }
mod m5 { pub const Q: usize = 5; }
mod m6 { pub const Q: usize = 6; }
mod m7 { pub const Q: usize = 7; }
mod m8 { pub const Q: usize = 8; }
mod m9 { pub const Q: usize = 9; }
mod m10 { pub const Q: usize = 10; }
mod m11 { pub const Q: usize = 11; }
mod m12 { pub const Q: usize = 12; }
mod m13 { pub const Q: usize = 13; }
mod m14 { pub const Q: usize = 14; }
mod m15 { pub const Q: usize = 15; }
mod m16 { pub const Q: usize = 16; }
mod m17 { pub const Q: usize = 17; }
mod m18 { pub const Q: usize = 18; }
mod m19 { pub const Q: usize = 19; }
mod m20 { pub const Q: usize = 20; }
mod m21 { pub const Q: usize = 21; }
mod m22 { pub const Q: usize = 22; }
mod m23 { pub const Q: usize = 23; }
mod m24 { pub const Q: usize = 24; }
mod m25 { pub const Q: usize = 25; }
mod m26 { pub const Q: usize = 26; }
mod m27 { pub const Q: usize = 27; }
mod m28 { pub const Q: usize = 28; }
mod m29 { pub const Q: usize = 29; }
mod m30 { pub const Q: usize = 30; }
mod m31 { pub const Q: usize = 31; }
mod m32 { pub const Q: usize = 32; }
mod m33 { pub const Q: usize = 33; }
mod m34 { pub const Q: usize = 34; }
mod m35 { pub const Q: usize = 35; }
mod m36 { pub const Q: usize = 36; }
mod m37 { pub const Q: usize = 37; }
mod m38 { pub const Q: usize = 38; }
mod m39 { pub const Q: usize = 39; }
mod m40 { pub const Q: usize = 40; }
mod m41 { pub const Q: usize = 41; }
mod m42 { pub const Q: usize = 42; }
mod m43 { pub const Q: usize = 43; }
mod m44 { pub const Q: usize = 44; }
mod m45 { pub const Q: usize = 45; }
mod m46 { pub const Q: usize = 46; }
mod m47 { pub const Q: usize = 47; }
mod m48 { pub const Q: usize = 48; }
mod m49 { pub const Q: usize = 49; }
mod m50 { pub const Q: usize = 50; }
mod m51 { pub const Q: usize = 51; }
mod m52 { pub const Q: usize = 52; }
mod m53 { pub const Q: usize = 53; }
mod m54 { pub const Q: usize = 54; }
mod m55 { pub const Q: usize = 55; }
mod m56 { pub const Q: usize = 56; }
mod m57 { pub const Q: usize = 57; }
mod m58 { pub const Q: usize = 58; }
mod m59 { pub const Q: usize = 59; }
mod m60 { pub const Q: usize = 60; }
mod m61 { pub const Q: usize = 61; }
mod m62 { pub const Q: usize = 62; }
mod m63 { pub const Q: usize = 63; }
mod m64 { pub const Q: usize = 64; }
mod m65 { pub const Q: usize = 65; }
mod m66 { pub const Q: usize = 66; }
mod m67 { pub const Q: usize = 67; }
mod m68 { pub const Q: usize = 68; }
mod m69 { pub const Q: usize = 69; }
mod m70 { pub const Q: usize = 70; }
mod m71 { pub const Q: usize = 71; }
mod m72 { pub const Q: usize = 72; }
mod m73 { pub const Q: usize = 73; }
mod m74 { pub const Q: usize = 74; }
mod m75 { pub const Q: usize = 75; }
mod m76 { pub const Q: usize = 76; }
mod m77 { pub const Q: usize = 77; }
mod m78 { pub const Q: usize = 78; }
mod m79 { pub const Q: usize = 79; }
mod m80 { pub const Q: usize = 80; }
mod m81 { pub const Q: usize = 81; }
mod m82 { pub const Q: usize = 82; }
mod m83 { pub const Q: usize = 83; }
mod m84 { pub const Q: usize = 84; }
mod m85 { pub const Q: usize = 85; }
mod m86 { pub const Q: usize = 86; }
mod m87 { pub const Q: usize = 87; }
mod m88 { pub const Q: usize = 88; }
mod m89 { pub const Q: usize = 89; }
mod m90 { pub const Q: usize = 90; }
mod m91 { pub const Q: usize = 91; }
mod m92 { pub const Q: usize = 92; }
mod m93 { pub const Q: usize = 93; }
mod m94 { pub const Q: usize = 94; }
mod m95 { pub const Q: usize = 95; }
mod m96 { pub const Q: usize = 96; }
mod m97 { pub const Q: usize = 97; }
mod m98 { pub const Q: usize = 98; }
mod m99 { pub const Q: usize = 99; }
mod m100 { pub const Q: usize = 100; }
mod m101 { pub const Q: usize = 101; }
mod m102 { pub const Q: usize = 102; }
mod m103 { pub const Q: usize = 103; }
mod m104 { pub const Q: usize = 104; }
mod m105 { pub const Q: usize = 105; }
mod m106 { pub const Q: usize = 106; }
mod m107 { pub const Q: usize = 107; }
mod m108 { pub const Q: usize = 108; }
mod m109 { pub const Q: usize = 109; }
mod m110 { pub const Q: usize = 110; }
mod m111 { pub const Q: usize = 111; }
mod m112 { pub const Q: usize = 112; }
mod m113 { pub const Q: usize = 113; }
mod m114 { pub const Q: usize = 114; }
mod m115 { pub const Q: usize = 115; }
mod m116 { pub const Q: usize = 116; }
mod m117 { pub const Q: usize = 117; }
mod m118 { pub const Q: usize = 118; }
mod m119 { pub const Q: usize = 119; }
mod m120 { pub const Q: usize = 120; }
mod m121 { pub const Q: usize = 121; }
mod m122 { pub const Q: usize = 122; }
mod m123 { pub const Q: usize = 123; }
mod m124 { pub const Q: usize = 124; }
mod m125 { pub const Q: usize = 125; }
mod m126 { pub const Q: usize = 126; }
mod m127 { pub const Q: usize = 127; }
mod m128 { pub const Q: usize = 128; }
mod m129 { pub const Q: usize = 129; }
mod m130 { pub const Q: usize = 130; }
mod m131 { pub const Q: usize = 131; }
mod m132 { pub const Q: usize = 132; }
mod m133 { pub const Q: usize = 133; }
mod m134 { pub const Q: usize = 134; }
mod m135 { pub const Q: usize = 135; }
mod m136 { pub const Q: usize = 136; }
mod m137 { pub const Q: usize = 137; }
mod m138 { pub const Q: usize = 138; }
mod m139 { pub const Q: usize = 139; }
mod m140 { pub const Q: usize = 140; }
mod m141 { pub const Q: usize = 141; }
mod m142 { pub const Q: usize = 142; }
mod m143 { pub const Q: usize = 143; }
mod m144 { pub const Q: usize = 144; }
mod m145 { pub const Q: usize = 145; }
mod m146 { pub const Q: usize = 146; }
mod m147 { pub const Q: usize = 147; }
mod m148 { pub const Q: usize = 148; }
mod m149 { pub const Q: usize = 149; }
mod m150 { pub const Q: usize = 150; }
mod m151 { pub const Q: usize = 151; }
mod m152 { pub const Q: usize = 152; }
mod m153 { pub const Q: usize = 153; }
mod m154 { pub const Q: usize = 154; }
mod m155 { pub const Q: usize = 155; }
mod m156 { pub const Q: usize = 156; }
mod m157 { pub const Q: usize = 157; }
mod m158 { pub const Q: usize = 158; }
mod m159 { pub const Q: usize = 159; }
mod m160 { pub const Q: usize = 160; }
mod m161 { pub const Q: usize = 161; }
mod m162 { pub const Q: usize = 162; }
mod m163 { pub const Q: usize = 163; }
mod m164 { pub const Q: usize = 164; }
mod m165 { pub const Q: usize = 165; }
mod m166 { pub const Q: usize = 166; }
mod m167 { pub const Q: usize = 167; }
mod m168 { pub const Q: usize = 168; }
mod m169 { pub const Q: usize = 169; }
mod m170 { pub const Q: usize = 170; }
mod m171 { pub const Q: usize = 171; }
mod m172 { pub const Q: usize = 172; }
mod m173 { pub const Q: usize = 173; }
mod m174 { pub const Q: usize = 174; }
mod m175 { pub const Q: usize = 175; }
mod m176 { pub const Q: usize = 176; }
mod m177 { pub const Q: usize = 177; }
mod m178 { pub const Q: usize = 178; }
mod m179 { pub const Q: usize = 179; }
mod m180 { pub const Q: usize = 180; }
mod m181 { pub const Q: usize = 181; }
mod m182 { pub const Q: usize = 182; }
mod m183 { pub const Q: usize = 183; }
mod m184 { pub const Q: usize = 184; }
mod m185 { pub const Q: usize = 185; }
mod m186 { pub const Q: usize = 186; }
mod m187 { pub const Q: usize = 187; }
mod m188 { pub const Q: usize = 188; }
mod m189 { pub const Q: usize = 189; }
mod m190 { pub const Q: usize = 190; }
mod m191 { pub const Q: usize = 191; }
mod m192 { pub const Q: usize = 192; }
mod m193 { pub const Q: usize = 193; }
mod m194 { pub const Q: usize = 194; }
mod m195 { pub const Q: usize = 195; }
mod m196 { pub const Q: usize = 196; }
mod m197 { pub const Q: usize = 197; }
mod m198 { pub const Q: usize = 198; }
mod m199 { pub const Q: usize = 199; }
mod m200 { pub const Q: usize = 200; }
mod m201 { pub const Q: usize = 201; }
mod m202 { pub const Q: usize = 202; }
mod m203 { pub const Q: usize = 203; }
mod m204 { pub const Q: usize = 204; }
mod m205 { pub const Q: usize = 205; }
mod m206 { pub const Q: usize = 206; }
mod m207 { pub const Q: usize = 207; }
mod m208 { pub const Q: usize = 208; }
mod m209 { pub const Q: usize = 209; }
mod m210 { pub const Q: usize = 210; }
mod m211 { pub const Q: usize = 211; }
mod m212 { pub const Q: usize = 212; }
mod m213 { pub const Q: usize = 213; }
mod m214 { pub const Q: usize = 214; }
mod m215 { pub const Q: usize = 215; }
mod m216 { pub const Q: usize = 216; }
mod m217 { pub const Q: usize = 217; }
mod m218 { pub const Q: usize = 218; }
mod m219 { pub const Q: usize = 219; }
mod m220 { pub const Q: usize = 220; }
mod m221 { pub const Q: usize = 221; }
mod m222 { pub const Q: usize = 222; }
mod m223 { pub const Q: usize = 223; }
mod m224 { pub const Q: usize = 224; }
mod m225 { pub const Q: usize = 225; }
mod m226 { pub const Q: usize = 226; }
mod m227 { pub const Q: usize = 227; }
mod m228 { pub const Q: usize = 228; }
mod m229 { pub const Q: usize = 229; }
mod m230 { pub const Q: usize = 230; }
mod m231 { pub const Q: usize = 231; }
mod m232 { pub const Q: usize = 232; }
mod m233 { pub const Q: usize = 233; }
mod m234 { pub const Q: usize = 234; }
mod m235 { pub const Q: usize = 235; }
mod m236 { pub const Q: usize = 236; }
mod m237 { pub const Q: usize = 237; }
mod m238 { pub const Q: usize = 238; }
mod m239 { pub const Q: usize = 239; }
mod m240 { pub const Q: usize = 240; }
mod m241 { pub const Q: usize = 241; }
mod m242 { pub const Q: usize = 242; }
mod m243 { pub const Q: usize = 243; }
mod m244 { pub const Q: usize = 244; }
mod m245 { pub const Q: usize = 245; }
mod m246 { pub const Q: usize = 246; }
mod m247 { pub const Q: usize = 247; }
mod m248 { pub const Q: usize = 248; }
mod m249 { pub const Q: usize = 249; }
mod m250 { pub const Q: usize = 250; }
mod m251 { pub const Q: usize = 251; }
mod m252 { pub const Q: usize = 252; }
mod m253 { pub const Q: usize = 253; }
mod m254 { pub const Q: usize = 254; }
mod m255 { pub const Q: usize = 255; }
mod m256 { pub const Q: usize = 256; }
mod m257 { pub const Q: usize = 257; }
mod m258 { pub const Q: usize = 258; }
mod m259 { pub const Q: usize = 259; }
mod m260 { pub const Q: usize = 260; }
mod m261 { pub const Q: usize = 261; }
mod m262 { pub const Q: usize = 262; }
mod m263 { pub const Q: usize = 263; }
mod m264 { pub const Q: usize = 264; }
mod m265 { pub const Q: usize = 265; }
mod m266 { pub const Q: usize = 266; }
mod m267 { pub const Q: usize = 267; }
mod m268 { pub const Q: usize = 268; }
mod m269 { pub const Q: usize = 269; }
mod m270 { pub const Q: usize = 270; }
mod m271 { pub const Q: usize = 271; }
mod m272 { pub const Q: usize = 272; }
mod m273 { pub const Q: usize = 273; }
mod m274 { pub const Q: usize = 274; }
mod m275 { pub const Q: usize = 275; }
mod m276 { pub const Q: usize = 276; }
mod m277 { pub const Q: usize = 277; }
mod m278 { pub const Q: usize = 278; }
mod m279 { pub const Q: usize = 279; }
mod m280 { pub const Q: usize = 280; }
mod m281 { pub const Q: usize = 281; }
mod m282 { pub const Q: usize = 282; }
mod m283 { pub const Q: usize = 283; }
mod m284 { pub const Q: usize = 284; }
mod m285 { pub const Q: usize = 285; }
mod m286 { pub const Q: usize = 286; }
mod m287 { pub const Q: usize = 287; }
mod m288 { pub const Q: usize = 288; }
mod m289 { pub const Q: usize = 289; }
mod m290 { pub const Q: usize = 290; }
mod m291 { pub const Q: usize = 291; }
mod m292 { pub const Q: usize = 292; }
mod m293 { pub const Q: usize = 293; }
mod m294 { pub const Q: usize = 294; }
mod m295 { pub const Q: usize = 295; }
mod m296 { pub const Q: usize = 296; }
mod m297 { pub const Q: usize = 297; }
mod m298 { pub const Q: usize = 298; }
mod m299 { pub const Q: usize = 299; }
mod m300 { pub const Q: usize = 300; }
mod m301 { pub const Q: usize = 301; }
mod m302 { pub const Q: usize = 302; }
mod m303 { pub const Q: usize = 303; }
mod m304 { pub const Q: usize = 304; }
mod m305 { pub const Q: usize = 305; }
mod m306 { pub const Q: usize = 306; }
mod m307 { pub const Q: usize = 307; }
mod m308 { pub const Q: usize = 308; }
mod m309 { pub const Q: usize = 309; }
mod m310 { pub const Q: usize = 310; }
mod m311 { pub const Q: usize = 311; }
mod m312 { pub const Q: usize = 312; }
mod m313 { pub const Q: usize = 313; }
mod m314 { pub const Q: usize = 314; }
mod m315 { pub const Q: usize = 315; }
mod m316 { pub const Q: usize = 316; }
mod m317 { pub const Q: usize = 317; }
mod m318 { pub const Q: usize = 318; }
mod m319 { pub const Q: usize = 319; }
mod m320 { pub const Q: usize = 320; }
mod m321 { pub const Q: usize = 321; }
mod m322 { pub const Q: usize = 322; }
mod m323 { pub const Q: usize = 323; }
mod m324 { pub const Q: usize = 324; }
mod m325 { pub const Q: usize = 325; }
mod m326 { pub const Q: usize = 326; }
mod m327 { pub const Q: usize = 327; }
mod m328 { pub const Q: usize = 328; }
mod m329 { pub const Q: usize = 329; }
mod m330 { pub const Q: usize = 330; }
mod m331 { pub const Q: usize = 331; }
mod m332 { pub const Q: usize = 332; }
mod m333 { pub const Q: usize = 333; }
mod m334 { pub const Q: usize = 334; }
mod m335 { pub const Q: usize = 335; }
mod m336 { pub const Q: usize = 336; }
mod m337 { pub const Q: usize = 337; }
mod m338 { pub const Q: usize = 338; }
mod m339 { pub const Q: usize = 339; }
mod m340 { pub const Q: usize = 340; }
mod m341 { pub const Q: usize = 341; }
mod m342 { pub const Q: usize = 342; }
mod m343 { pub const Q: usize = 343; }
mod m344 { pub const Q: usize = 344; }
mod m345 { pub const Q: usize = 345; }
mod m346 { pub const Q: usize = 346; }
mod m347 { pub const Q: usize = 347; }
mod m348 { pub const Q: usize = 348; }
mod m349 { pub const Q: usize = 349; }
mod m350 { pub const Q: usize = 350; }
mod m351 { pub const Q: usize = 351; }
mod m352 { pub const Q: usize = 352; }
mod m353 { pub const Q: usize = 353; }
mod m354 { pub const Q: usize = 354; }
mod m355 { pub const Q: usize = 355; }
mod m356 { pub const Q: usize = 356; }
mod m357 { pub const Q: usize = 357; }
mod m358 { pub const Q: usize = 358; }
mod m359 { pub const Q: usize = 359; }
mod m360 { pub const Q: usize = 360; }
mod m361 { pub const Q: usize = 361; }
mod m362 { pub const Q: usize = 362; }
mod m363 { pub const Q: usize = 363; }
mod m364 { pub const Q: usize = 364; }
mod m365 { pub const Q: usize = 365; }
mod m366 { pub const Q: usize = 366; }
mod m367 { pub const Q: usize = 367; }
mod m368 { pub const Q: usize = 368; }
mod m369 { pub const Q: usize = 369; }
mod m370 { pub const Q: usize = 370; }
mod m371 { pub const Q: usize = 371; }
mod m372 { pub const Q: usize = 372; }
mod m373 { pub const Q: usize = 373; }
mod m374 { pub const Q: usize = 374; }
mod m375 { pub const Q: usize = 375; }
mod m376 { pub const Q: usize = 376; }
mod m377 { pub const Q: usize = 377; }
mod m378 { pub const Q: usize = 378; }
mod m379 { pub const Q: usize = 379; }
mod m380 { pub const Q: usize = 380; }
mod m381 { pub const Q: usize = 381; }
mod m382 { pub const Q: usize = 382; }
mod m383 { pub const Q: usize = 383; }
mod m384 { pub const Q: usize = 384; }
mod m385 { pub const Q: usize = 385; }
mod m386 { pub const Q: usize = 386; }
mod m387 { pub const Q: usize = 387; }
mod m388 { pub const Q: usize = 388; }
mod m389 { pub const Q: usize = 389; }
mod m390 { pub const Q: usize = 390; }
mod m391 { pub const Q: usize = 391; }
mod m392 { pub const Q: usize = 392; }
mod m393 { pub const Q: usize = 393; }
mod m394 { pub const Q: usize = 394; }
mod m395 { pub const Q: usize = 395; }
mod m396 { pub const Q: usize = 396; }
mod m397 { pub const Q: usize = 397; }
mod m398 { pub const Q: usize = 398; }
mod m399 { pub const Q: usize = 399; }
mod m400 { pub const Q: usize = 400; }
mod m401 { pub const Q: usize = 401; }
mod m402 { pub const Q: usize = 402; }
mod m403 { pub const Q: usize = 403; }
mod m404 { pub const Q: usize = 404; }
mod m405 { pub const Q: usize = 405; }
mod m406 { pub const Q: usize = 406; }
mod m407 { pub const Q: usize = 407; }
mod m408 { pub const Q: usize = 408; }
mod m409 { pub const Q: usize = 409; }
mod m410 { pub const Q: usize = 410; }
mod m411 { pub const Q: usize = 411; }
mod m412 { pub const Q: usize = 412; }
mod m413 { pub const Q: usize = 413; }
mod m414 { pub const Q: usize = 414; }
mod m415 { pub const Q: usize = 415; }
mod m416 { pub const Q: usize = 416; }
mod m417 { pub const Q: usize = 417; }
mod m418 { pub const Q: usize = 418; }
mod m419 { pub const Q: usize = 419; }
mod m420 { pub const Q: usize = 420; }
mod m421 { pub const Q: usize = 421; }
mod m422 { pub const Q: usize = 422; }
mod m423 { pub const Q: usize = 423; }
mod m424 { pub const Q: usize = 424; }
mod m425 { pub const Q: usize = 425; }
mod m426 { pub const Q: usize = 426; }
mod m427 { pub const Q: usize = 427; }
mod m428 { pub const Q: usize = 428; }
mod m429 { pub const Q: usize = 429; }
mod m430 { pub const Q: usize = 430; }
mod m431 { pub const Q: usize = 431; }
mod m432 { pub const Q: usize = 432; }
mod m433 { pub const Q: usize = 433; }
mod m434 { pub const Q: usize = 434; }
mod m435 { pub const Q: usize = 435; }
mod m436 { pub const Q: usize = 436; }
mod m437 { pub const Q: usize = 437; }
mod m438 { pub const Q: usize = 438; }
mod m439 { pub const Q: usize = 439; }
mod m440 { pub const Q: usize = 440; }
mod m441 { pub const Q: usize = 441; }
mod m442 { pub const Q: usize = 442; }
mod m443 { pub const Q: usize = 443; }
mod m444 { pub const Q: usize = 444; }
mod m445 { pub const Q: usize = 445; }
mod m446 { pub const Q: usize = 446; }
mod m447 { pub const Q: usize = 447; }
mod m448 { pub const Q: usize = 448; }
mod m449 { pub const Q: usize = 449; }
mod m450 { pub const Q: usize = 450; }
mod m451 { pub const Q: usize = 451; }
mod m452 { pub const Q: usize = 452; }
mod m453 { pub const Q: usize = 453; }
mod m454 { pub const Q: usize = 454; }
mod m455 { pub const Q: usize = 455; }
mod m456 { pub const Q: usize = 456; }
mod m457 { pub const Q: usize = 457; }
mod m458 { pub const Q: usize = 458; }
mod m459 { pub const Q: usize = 459; }
mod m460 { pub const Q: usize = 460; }
mod m461 { pub const Q: usize = 461; }
mod m462 { pub const Q: usize = 462; }
mod m463 { pub const Q: usize = 463; }
mod m464 { pub const Q: usize = 464; }
mod m465 { pub const Q: usize = 465; }
mod m466 { pub const Q: usize = 466; }
mod m467 { pub const Q: usize = 467; }
mod m468 { pub const Q: usize = 468; }
mod m469 { pub const Q: usize = 469; }
mod m470 { pub const Q: usize = 470; }
mod m471 { pub const Q: usize = 471; }
mod m472 { pub const Q: usize = 472; }
mod m473 { pub const Q: usize = 473; }
mod m474 { pub const Q: usize = 474; }
mod m475 { pub const Q: usize = 475; }
mod m476 { pub const Q: usize = 476; }
mod m477 { pub const Q: usize = 477; }
mod m478 { pub const Q: usize = 478; }
mod m479 { pub const Q: usize = 479; }
mod m480 { pub const Q: usize = 480; }
mod m481 { pub const Q: usize = 481; }
mod m482 { pub const Q: usize = 482; }
mod m483 { pub const Q: usize = 483; }
mod m484 { pub const Q: usize = 484; }
mod m485 { pub const Q: usize = 485; }
mod m486 { pub const Q: usize = 486; }
mod m487 { pub const Q: usize = 487; }
mod m488 { pub const Q: usize = 488; }
mod m489 { pub const Q: usize = 489; }
mod m490 { pub const Q: usize = 490; }
mod m491 { pub const Q: usize = 491; }
mod m492 { pub const Q: usize = 492; }
mod m493 { pub const Q: usize = 493; }
mod m494 { pub const Q: usize = 494; }
mod m495 { pub const Q: usize = 495; }
mod m496 { pub const Q: usize = 496; }
mod m497 { pub const Q: usize = 497; }
mod m498 { pub const Q: usize = 498; }
mod m499 { pub const Q: usize = 499; }
mod m500 { pub const Q: usize = 500; }
mod m501 { pub const Q: usize = 501; }
mod m502 { pub const Q: usize = 502; }
mod m503 { pub const Q: usize = 503; }
mod m504 { pub const Q: usize = 504; }
mod m505 { pub const Q: usize = 505; }
mod m506 { pub const Q: usize = 506; }
mod m507 { pub const Q: usize = 507; }
mod m508 { pub const Q: usize = 508; }
mod m509 { pub const Q: usize = 509; }
mod m510 { pub const Q: usize = 510; }
mod m511 { pub const Q: usize = 511; }
mod m512 { pub const Q: usize = 512; }
mod m513 { pub const Q: usize = 513; }
mod m514 { pub const Q: usize = 514; }
mod m515 { pub const Q: usize = 515; }
mod m516 { pub const Q: usize = 516; }
mod m517 { pub const Q: usize = 517; }
mod m518 { pub const Q: usize = 518; }
mod m519 { pub const Q: usize = 519; }
mod m520 { pub const Q: usize = 520; }
mod m521 { pub const Q: usize = 521; }
mod m522 { pub const Q: usize = 522; }
mod m523 { pub const Q: usize = 523; }
mod m524 { pub const Q: usize = 524; }
mod m525 { pub const Q: usize = 525; }
mod m526 { pub const Q: usize = 526; }
mod m527 { pub const Q: usize = 527; }
mod m528 { pub const Q: usize = 528; }
mod m529 { pub const Q: usize = 529; }
mod m530 { pub const Q: usize = 530; }
mod m531 { pub const Q: usize = 531; }
mod m532 { pub const Q: usize = 532; }
mod m533 { pub const Q: usize = 533; }
mod m534 { pub const Q: usize = 534; }
mod m535 { pub const Q: usize = 535; }
mod m536 { pub const Q: usize = 536; }
mod m537 { pub const Q: usize = 537; }
mod m538 { pub const Q: usize = 538; }
mod m539 { pub const Q: usize = 539; }
mod m540 { pub const Q: usize = 540; }
mod m541 { pub const Q: usize = 541; }
mod m542 { pub const Q: usize = 542; }
mod m543 { pub const Q: usize = 543; }
mod m544 { pub const Q: usize = 544; }
mod m545 { pub const Q: usize = 545; }
mod m546 { pub const Q: usize = 546; }
mod m547 { pub const Q: usize = 547; }
mod m548 { pub const Q: usize = 548; }
mod m549 { pub const Q: usize = 549; }
mod m550 { pub const Q: usize = 550; }
mod m551 { pub const Q: usize = 551; }
mod m552 { pub const Q: usize = 552; }
mod m553 { pub const Q: usize = 553; }
mod m554 { pub const Q: usize = 554; }
mod m555 { pub const Q: usize = 555; }
mod m556 { pub const Q: usize = 556; }
mod m557 { pub const Q: usize = 557; }
mod m558 { pub const Q: usize = 558; }
mod m559 { pub const Q: usize = 559; }
mod m560 { pub const Q: usize = 560; }
mod m561 { pub const Q: usize = 561; }
mod m562 { pub const Q: usize = 562; }
mod m563 { pub const Q: usize = 563; }
mod m564 { pub const Q: usize = 564; }
mod m565 { pub const Q: usize = 565; }
mod m566 { pub const Q: usize = 566; }
mod m567 { pub const Q: usize = 567; }
mod m568 { pub const Q: usize = 568; }
mod m569 { pub const Q: usize = 569; }
mod m570 { pub const Q: usize = 570; }
mod m571 { pub const Q: usize = 571; }
mod m572 { pub const Q: usize = 572; }
mod m573 { pub const Q: usize = 573; }
mod m574 { pub const Q: usize = 574; }
mod m575 { pub const Q: usize = 575; }
mod m576 { pub const Q: usize = 576; }
mod m577 { pub const Q: usize = 577; }
mod m578 { pub const Q: usize = 578; }
mod m579 { pub const Q: usize = 579; }
mod m580 { pub const Q: usize = 580; }
mod m581 { pub const Q: usize = 581; }
mod m582 { pub const Q: usize = 582; }
mod m583 { pub const Q: usize = 583; }
mod m584 { pub const Q: usize = 584; }
mod m585 { pub const Q: usize = 585; }
mod m586 { pub const Q: usize = 586; }
mod m587 { pub const Q: usize = 587; }
mod m588 { pub const Q: usize = 588; }
mod m589 { pub const Q: usize = 589; }
mod m590 { pub const Q: usize = 590; }
mod m591 { pub const Q: usize = 591; }
mod m592 { pub const Q: usize = 592; }
mod m593 { pub const Q: usize = 593; }
mod m594 { pub const Q: usize = 594; }
mod m595 { pub const Q: usize = 595; }
mod m596 { pub const Q: usize = 596; }
mod m597 { pub const Q: usize = 597; }
mod m598 { pub const Q: usize = 598; }
mod m599 { pub const Q: usize = 599; }
mod m600 { pub const Q: usize = 600; }
mod m601 { pub const Q: usize = 601; }
mod m602 { pub const Q: usize = 602; }
mod m603 { pub const Q: usize = 603; }
mod m604 { pub const Q: usize = 604; }
mod m605 { pub const Q: usize = 605; }
mod m606 { pub const Q: usize = 606; }
mod m607 { pub const Q: usize = 607; }
mod m608 { pub const Q: usize = 608; }
mod m609 { pub const Q: usize = 609; }
mod m610 { pub const Q: usize = 610; }
mod m611 { pub const Q: usize = 611; }
mod m612 { pub const Q: usize = 612; }
mod m613 { pub const Q: usize = 613; }
mod m614 { pub const Q: usize = 614; }
mod m615 { pub const Q: usize = 615; }
mod m616 { pub const Q: usize = 616; }
mod m617 { pub const Q: usize = 617; }
mod m618 { pub const Q: usize = 618; }
mod m619 { pub const Q: usize = 619; }
mod m620 { pub const Q: usize = 620; }
mod m621 { pub const Q: usize = 621; }
mod m622 { pub const Q: usize = 622; }
mod m623 { pub const Q: usize = 623; }
mod m624 { pub const Q: usize = 624; }
mod m625 { pub const Q: usize = 625; }
mod m626 { pub const Q: usize = 626; }
mod m627 { pub const Q: usize = 627; }
mod m628 { pub const Q: usize = 628; }
mod m629 { pub const Q: usize = 629; }
mod m630 { pub const Q: usize = 630; }
mod m631 { pub const Q: usize = 631; }
mod m632 { pub const Q: usize = 632; }
mod m633 { pub const Q: usize = 633; }
mod m634 { pub const Q: usize = 634; }
mod m635 { pub const Q: usize = 635; }
mod m636 { pub const Q: usize = 636; }
mod m637 { pub const Q: usize = 637; }
mod m638 { pub const Q: usize = 638; }
mod m639 { pub const Q: usize = 639; }
mod m640 { pub const Q: usize = 640; }
mod m641 { pub const Q: usize = 641; }
mod m642 { pub const Q: usize = 642; }
mod m643 { pub const Q: usize = 643; }
mod m644 { pub const Q: usize = 644; }
mod m645 { pub const Q: usize = 645; }
mod m646 { pub const Q: usize = 646; }
mod m647 { pub const Q: usize = 647; }
mod m648 { pub const Q: usize = 648; }
mod m649 { pub const Q: usize = 649; }
mod m650 { pub const Q: usize = 650; }
mod m651 { pub const Q: usize = 651; }
mod m652 { pub const Q: usize = 652; }
mod m653 { pub const Q: usize = 653; }
mod m654 { pub const Q: usize = 654; }
mod m655 { pub const Q: usize = 655; }
mod m656 { pub const Q: usize = 656; }
mod m657 { pub const Q: usize = 657; }
mod m658 { pub const Q: usize = 658; }
mod m659 { pub const Q: usize = 659; }
mod m660 { pub const Q: usize = 660; }
mod m661 { pub const Q: usize = 661; }
mod m662 { pub const Q: usize = 662; }
mod m663 { pub const Q: usize = 663; }
mod m664 { pub const Q: usize = 664; }
mod m665 { pub const Q: usize = 665; }
mod m666 { pub const Q: usize = 666; }
mod m667 { pub const Q: usize = 667; }
mod m668 { pub const Q: usize = 668; }
mod m669 { pub const Q: usize = 669; }
mod m670 { pub const Q: usize = 670; }
mod m671 { pub const Q: usize = 671; }
mod m672 { pub const Q: usize = 672; }
mod m673 { pub const Q: usize = 673; }
mod m674 { pub const Q: usize = 674; }
mod m675 { pub const Q: usize = 675; }
mod m676 { pub const Q: usize = 676; }
mod m677 { pub const Q: usize = 677; }
mod m678 { pub const Q: usize = 678; }
mod m679 { pub const Q: usize = 679; }
mod m680 { pub const Q: usize = 680; }
mod m681 { pub const Q: usize = 681; }
mod m682 { pub const Q: usize = 682; }
mod m683 { pub const Q: usize = 683; }
mod m684 { pub const Q: usize = 684; }
mod m685 { pub const Q: usize = 685; }
mod m686 { pub const Q: usize = 686; }
mod m687 { pub const Q: usize = 687; }
mod m688 { pub const Q: usize = 688; }
mod m689 { pub const Q: usize = 689; }
mod m690 { pub const Q: usize = 690; }
mod m691 { pub const Q: usize = 691; }
mod m692 { pub const Q: usize = 692; }
mod m693 { pub const Q: usize = 693; }
mod m694 { pub const Q: usize = 694; }
mod m695 { pub const Q: usize = 695; }
mod m696 { pub const Q: usize = 696; }
mod m697 { pub const Q: usize = 697; }
mod m698 { pub const Q: usize = 698; }
mod m699 { pub const Q: usize = 699; }
mod m700 { pub const Q: usize = 700; }
mod m701 { pub const Q: usize = 701; }
mod m702 { pub const Q: usize = 702; }
mod m703 { pub const Q: usize = 703; }
mod m704 { pub const Q: usize = 704; }
mod m705 { pub const Q: usize = 705; }
mod m706 { pub const Q: usize = 706; }
mod m707 { pub const Q: usize = 707; }
mod m708 { pub const Q: usize = 708; }
mod m709 { pub const Q: usize = 709; }
mod m710 { pub const Q: usize = 710; }
mod m711 { pub const Q: usize = 711; }
mod m712 { pub const Q: usize = 712; }
mod m713 { pub const Q: usize = 713; }
mod m714 { pub const Q: usize = 714; }
mod m715 { pub const Q: usize = 715; }
mod m716 { pub const Q: usize = 716; }
mod m717 { pub const Q: usize = 717; }
mod m718 { pub const Q: usize = 718; }
mod m719 { pub const Q: usize = 719; }
mod m720 { pub const Q: usize = 720; }
mod m721 { pub const Q: usize = 721; }
mod m722 { pub const Q: usize = 722; }
mod m723 { pub const Q: usize = 723; }
mod m724 { pub const Q: usize = 724; }
mod m725 { pub const Q: usize = 725; }
mod m726 { pub const Q: usize = 726; }
mod m727 { pub const Q: usize = 727; }
mod m728 { pub const Q: usize = 728; }
mod m729 { pub const Q: usize = 729; }
mod m730 { pub const Q: usize = 730; }
mod m731 { pub const Q: usize = 731; }
mod m732 { pub const Q: usize = 732; }
mod m733 { pub const Q: usize = 733; }
mod m734 { pub const Q: usize = 734; }
mod m735 { pub const Q: usize = 735; }
mod m736 { pub const Q: usize = 736; }
mod m737 { pub const Q: usize = 737; }
mod m738 { pub const Q: usize = 738; }
mod m739 { pub const Q: usize = 739; }
mod m740 { pub const Q: usize = 740; }
mod m741 { pub const Q: usize = 741; }
mod m742 { pub const Q: usize = 742; }
mod m743 { pub const Q: usize = 743; }
mod m744 { pub const Q: usize = 744; }
mod m745 { pub const Q: usize = 745; }
mod m746 { pub const Q: usize = 746; }
mod m747 { pub const Q: usize = 747; }
mod m748 { pub const Q: usize = 748; }
mod m749 { pub const Q: usize = 749; }
mod m750 { pub const Q: usize = 750; }
mod m751 { pub const Q: usize = 751; }
mod m752 { pub const Q: usize = 752; }
mod m753 { pub const Q: usize = 753; }
mod m754 { pub const Q: usize = 754; }
mod m755 { pub const Q: usize = 755; }
mod m756 { pub const Q: usize = 756; }
mod m757 { pub const Q: usize = 757; }
mod m758 { pub const Q: usize = 758; }
mod m759 { pub const Q: usize = 759; }
mod m760 { pub const Q: usize = 760; }
mod m761 { pub const Q: usize = 761; }
mod m762 { pub const Q: usize = 762; }
mod m763 { pub const Q: usize = 763; }
mod m764 { pub const Q: usize = 764; }
mod m765 { pub const Q: usize = 765; }
mod m766 { pub const Q: usize = 766; }
mod m767 { pub const Q: usize = 767; }
mod m768 { pub const Q: usize = 768; }
mod m769 { pub const Q: usize = 769; }
mod m770 { pub const Q: usize = 770; }
mod m771 { pub const Q: usize = 771; }
mod m772 { pub const Q: usize = 772; }
mod m773 { pub const Q: usize = 773; }
mod m774 { pub const Q: usize = 774; }
mod m775 { pub const Q: usize = 775; }
mod m776 { pub const Q: usize = 776; }
mod m777 { pub const Q: usize = 777; }
mod m778 { pub const Q: usize = 778; }
mod m779 { pub const Q: usize = 779; }
mod m780 { pub const Q: usize = 780; }
mod m781 { pub const Q: usize = 781; }
mod m782 { pub const Q: usize = 782; }
mod m783 { pub const Q: usize = 783; }
mod m784 { pub const Q: usize = 784; }
mod m785 { pub const Q: usize = 785; }
mod m786 { pub const Q: usize = 786; }
mod m787 { pub const Q: usize = 787; }
mod m788 { pub const Q: usize = 788; }
mod m789 { pub const Q: usize = 789; }
mod m790 { pub const Q: usize = 790; }
mod m791 { pub const Q: usize = 791; }
mod m792 { pub const Q: usize = 792; }
mod m793 { pub const Q: usize = 793; }
mod m794 { pub const Q: usize = 794; }
mod m795 { pub const Q: usize = 795; }
mod m796 { pub const Q: usize = 796; }
mod m797 { pub const Q: usize = 797; }
mod m798 { pub const Q: usize = 798; }
mod m799 { pub const Q: usize = 799; }
mod m800 { pub const Q: usize = 800; }
mod m801 { pub const Q: usize = 801; }
mod m802 { pub const Q: usize = 802; }
mod m803 { pub const Q: usize = 803; }
mod m804 { pub const Q: usize = 804; }
mod m805 { pub const Q: usize = 805; }
mod m806 { pub const Q: usize = 806; }
mod m807 { pub const Q: usize = 807; }
mod m808 { pub const Q: usize = 808; }
mod m809 { pub const Q: usize = 809; }
mod m810 { pub const Q: usize = 810; }
mod m811 { pub const Q: usize = 811; }
mod m812 { pub const Q: usize = 812; }
mod m813 { pub const Q: usize = 813; }
mod m814 { pub const Q: usize = 814; }
mod m815 { pub const Q: usize = 815; }
mod m816 { pub const Q: usize = 816; }
mod m817 { pub const Q: usize = 817; }
mod m818 { pub const Q: usize = 818; }
mod m819 { pub const Q: usize = 819; }
mod m820 { pub const Q: usize = 820; }
mod m821 { pub const Q: usize = 821; }
mod m822 { pub const Q: usize = 822; }
mod m823 { pub const Q: usize = 823; }
mod m824 { pub const Q: usize = 824; }
mod m825 { pub const Q: usize = 825; }
mod m826 { pub const Q: usize = 826; }
mod m827 { pub const Q: usize = 827; }
mod m828 { pub const Q: usize = 828; }
mod m829 { pub const Q: usize = 829; }
mod m830 { pub const Q: usize = 830; }
mod m831 { pub const Q: usize = 831; }
mod m832 { pub const Q: usize = 832; }
mod m833 { pub const Q: usize = 833; }
mod m834 { pub const Q: usize = 834; }
mod m835 { pub const Q: usize = 835; }
mod m836 { pub const Q: usize = 836; }
mod m837 { pub const Q: usize = 837; }
mod m838 { pub const Q: usize = 838; }
mod m839 { pub const Q: usize = 839; }
mod m840 { pub const Q: usize = 840; }
mod m841 { pub const Q: usize = 841; }
mod m842 { pub const Q: usize = 842; }
mod m843 { pub const Q: usize = 843; }
mod m844 { pub const Q: usize = 844; }
mod m845 { pub const Q: usize = 845; }
mod m846 { pub const Q: usize = 846; }
mod m847 { pub const Q: usize = 847; }
mod m848 { pub const Q: usize = 848; }
mod m849 { pub const Q: usize = 849; }
mod m850 { pub const Q: usize = 850; }
mod m851 { pub const Q: usize = 851; }
mod m852 { pub const Q: usize = 852; }
mod m853 { pub const Q: usize = 853; }
mod m854 { pub const Q: usize = 854; }
mod m855 { pub const Q: usize = 855; }
mod m856 { pub const Q: usize = 856; }
mod m857 { pub const Q: usize = 857; }
mod m858 { pub const Q: usize = 858; }
mod m859 { pub const Q: usize = 859; }
mod m860 { pub const Q: usize = 860; }
mod m861 { pub const Q: usize = 861; }
mod m862 { pub const Q: usize = 862; }
mod m863 { pub const Q: usize = 863; }
mod m864 { pub const Q: usize = 864; }
mod m865 { pub const Q: usize = 865; }
mod m866 { pub const Q: usize = 866; }
mod m867 { pub const Q: usize = 867; }
mod m868 { pub const Q: usize = 868; }
mod m869 { pub const Q: usize = 869; }
mod m870 { pub const Q: usize = 870; }
mod m871 { pub const Q: usize = 871; }
mod m872 { pub const Q: usize = 872; }
mod m873 { pub const Q: usize = 873; }
mod m874 { pub const Q: usize = 874; }
mod m875 { pub const Q: usize = 875; }
mod m876 { pub const Q: usize = 876; }
mod m877 { pub const Q: usize = 877; }
mod m878 { pub const Q: usize = 878; }
mod m879 { pub const Q: usize = 879; }
mod m880 { pub const Q: usize = 880; }
mod m881 { pub const Q: usize = 881; }
mod m882 { pub const Q: usize = 882; }
mod m883 { pub const Q: usize = 883; }
mod m884 { pub const Q: usize = 884; }
mod m885 { pub const Q: usize = 885; }
mod m886 { pub const Q: usize = 886; }
mod m887 { pub const Q: usize = 887; }
mod m888 { pub const Q: usize = 888; }
mod m889 { pub const Q: usize = 889; }
mod m890 { pub const Q: usize = 890; }
mod m891 { pub const Q: usize = 891; }
mod m892 { pub const Q: usize = 892; }
mod m893 { pub const Q: usize = 893; }
mod m894 { pub const Q: usize = 894; }
mod m895 { pub const Q: usize = 895; }
mod m896 { pub const Q: usize = 896; }
mod m897 { pub const Q: usize = 897; }
mod m898 { pub const Q: usize = 898; }
mod m899 { pub const Q: usize = 899; }
mod m900 { pub const Q: usize = 900; }
mod m901 { pub const Q: usize = 901; }
mod m902 { pub const Q: usize = 902; }
mod m903 { pub const Q: usize = 903; }
mod m904 { pub const Q: usize = 904; }
mod m905 { pub const Q: usize = 905; }
mod m906 { pub const Q: usize = 906; }
mod m907 { pub const Q: usize = 907; }
mod m908 { pub const Q: usize = 908; }
mod m909 { pub const Q: usize = 909; }
mod m910 { pub const Q: usize = 910; }
mod m911 { pub const Q: usize = 911; }
mod m912 { pub const Q: usize = 912; }
mod m913 { pub const Q: usize = 913; }
mod m914 { pub const Q: usize = 914; }
mod m915 { pub const Q: usize = 915; }
mod m916 { pub const Q: usize = 916; }
mod m917 { pub const Q: usize = 917; }
mod m918 { pub const Q: usize = 918; }
mod m919 { pub const Q: usize = 919; }
mod m920 { pub const Q: usize = 920; }
mod m921 { pub const Q: usize = 921; }
mod m922 { pub const Q: usize = 922; }
mod m923 { pub const Q: usize = 923; }
mod m924 { pub const Q: usize = 924; }
mod m925 { pub const Q: usize = 925; }
mod m926 { pub const Q: usize = 926; }
mod m927 { pub const Q: usize = 927; }
mod m928 { pub const Q: usize = 928; }
mod m929 { pub const Q: usize = 929; }
mod m930 { pub const Q: usize = 930; }
mod m931 { pub const Q: usize = 931; }
mod m932 { pub const Q: usize = 932; }
mod m933 { pub const Q: usize = 933; }
mod m934 { pub const Q: usize = 934; }
mod m935 { pub const Q: usize = 935; }
mod m936 { pub const Q: usize = 936; }
mod m937 { pub const Q: usize = 937; }
mod m938 { pub const Q: usize = 938; }
mod m939 { pub const Q: usize = 939; }
mod m940 { pub const Q: usize = 940; }
mod m941 { pub const Q: usize = 941; }
mod m942 { pub const Q: usize = 942; }
mod m943 { pub const Q: usize = 943; }
mod m944 { pub const Q: usize = 944; }
mod m945 { pub const Q: usize = 945; }
mod m946 { pub const Q: usize = 946; }
mod m947 { pub const Q: usize = 947; }
mod m948 { pub const Q: usize = 948; }
mod m949 { pub const Q: usize = 949; }
mod m950 { pub const Q: usize = 950; }
mod m951 { pub const Q: usize = 951; }
mod m952 { pub const Q: usize = 952; }
mod m953 { pub const Q: usize = 953; }
mod m954 { pub const Q: usize = 954; }
mod m955 { pub const Q: usize = 955; }
mod m956 { pub const Q: usize = 956; }
mod m957 { pub const Q: usize = 957; }
mod m958 { pub const Q: usize = 958; }
mod m959 { pub const Q: usize = 959; }
mod m960 { pub const Q: usize = 960; }
mod m961 { pub const Q: usize = 961; }
mod m962 { pub const Q: usize = 962; }
mod m963 { pub const Q: usize = 963; }
mod m964 { pub const Q: usize = 964; }
mod m965 { pub const Q: usize = 965; }
mod m966 { pub const Q: usize = 966; }
mod m967 { pub const Q: usize = 967; }
mod m968 { pub const Q: usize = 968; }
mod m969 { pub const Q: usize = 969; }
mod m970 { pub const Q: usize = 970; }
mod m971 { pub const Q: usize = 971; }
mod m972 { pub const Q: usize = 972; }
mod m973 { pub const Q: usize = 973; }
mod m974 { pub const Q: usize = 974; }
mod m975 { pub const Q: usize = 975; }
mod m976 { pub const Q: usize = 976; }
mod m977 { pub const Q: usize = 977; }
mod m978 { pub const Q: usize = 978; }
mod m979 { pub const Q: usize = 979; }
mod m980 { pub const Q: usize = 980; }
mod m981 { pub const Q: usize = 981; }
mod m982 { pub const Q: usize = 982; }
mod m983 { pub const Q: usize = 983; }
mod m984 { pub const Q: usize = 984; }
mod m985 { pub const Q: usize = 985; }
mod m986 { pub const Q: usize = 986; }
mod m987 { pub const Q: usize = 987; }
mod m988 { pub const Q: usize = 988; }
mod m989 { pub const Q: usize = 989; }
mod m990 { pub const Q: usize = 990; }
mod m991 { pub const Q: usize = 991; }
mod m992 { pub const Q: usize = 992; }
mod m993 { pub const Q: usize = 993; }
mod m994 { pub const Q: usize = 994; }
mod m995 { pub const Q: usize = 995; }
mod m996 { pub const Q: usize = 996; }
mod m997 { pub const Q: usize = 997; }
mod m998 { pub const Q: usize = 998; }
mod m999 { pub const Q: usize = 999; }
mod m1000 { pub const Q: usize = 1000; }
mod m1001 { pub const Q: usize = 1001; }
mod m1002 { pub const Q: usize = 1002; }
mod m1003 { pub const Q: usize = 1003; }
mod m1004 { pub const Q: usize = 1004; }
mod m1005 { pub const Q: usize = 1005; }
mod m1006 { pub const Q: usize = 1006; }
mod m1007 { pub const Q: usize = 1007; }
mod m1008 { pub const Q: usize = 1008; }
mod m1009 { pub const Q: usize = 1009; }
mod m1010 { pub const Q: usize = 1010; }
mod m1011 { pub const Q: usize = 1011; }
mod m1012 { pub const Q: usize = 1012; }
mod m1013 { pub const Q: usize = 1013; }
mod m1014 { pub const Q: usize = 1014; }
mod m1015 { pub const Q: usize = 1015; }
mod m1016 { pub const Q: usize = 1016; }
mod m1017 { pub const Q: usize = 1017; }
mod m1018 { pub const Q: usize = 1018; }
mod m1019 { pub const Q: usize = 1019; }
mod m1020 { pub const Q: usize = 1020; }
mod m1021 { pub const Q: usize = 1021; }
mod m1022 { pub const Q: usize = 1022; }
mod m1023 { pub const Q: usize = 1023; }
mod m1024 { pub const Q: usize = 1024; }
mod m1025 { pub const Q: usize = 1025; }
mod m1026 { pub const Q: usize = 1026; }
mod m1027 { pub const Q: usize = 1027; }
mod m1028 { pub const Q: usize = 1028; }
mod m1029 { pub const Q: usize = 1029; }
mod m1030 { pub const Q: usize = 1030; }
mod m1031 { pub const Q: usize = 1031; }
mod m1032 { pub const Q: usize = 1032; }
mod m1033 { pub const Q: usize = 1033; }
mod m1034 { pub const Q: usize = 1034; }
mod m1035 { pub const Q: usize = 1035; }
mod m1036 { pub const Q: usize = 1036; }
mod m1037 { pub const Q: usize = 1037; }
mod m1038 { pub const Q: usize = 1038; }
mod m1039 { pub const Q: usize = 1039; }
mod m1040 { pub const Q: usize = 1040; }
mod m1041 { pub const Q: usize = 1041; }
mod m1042 { pub const Q: usize = 1042; }
mod m1043 { pub const Q: usize = 1043; }
mod m1044 { pub const Q: usize = 1044; }
mod m1045 { pub const Q: usize = 1045; }
mod m1046 { pub const Q: usize = 1046; }
mod m1047 { pub const Q: usize = 1047; }
mod m1048 { pub const Q: usize = 1048; }
mod m1049 { pub const Q: usize = 1049; }
mod m1050 { pub const Q: usize = 1050; }
mod m1051 { pub const Q: usize = 1051; }
mod m1052 { pub const Q: usize = 1052; }
mod m1053 { pub const Q: usize = 1053; }
mod m1054 { pub const Q: usize = 1054; }
mod m1055 { pub const Q: usize = 1055; }
mod m1056 { pub const Q: usize = 1056; }
mod m1057 { pub const Q: usize = 1057; }
mod m1058 { pub const Q: usize = 1058; }
mod m1059 { pub const Q: usize = 1059; }
mod m1060 { pub const Q: usize = 1060; }
mod m1061 { pub const Q: usize = 1061; }
mod m1062 { pub const Q: usize = 1062; }
mod m1063 { pub const Q: usize = 1063; }
mod m1064 { pub const Q: usize = 1064; }
mod m1065 { pub const Q: usize = 1065; }
mod m1066 { pub const Q: usize = 1066; }
mod m1067 { pub const Q: usize = 1067; }
mod m1068 { pub const Q: usize = 1068; }
mod m1069 { pub const Q: usize = 1069; }
mod m1070 { pub const Q: usize = 1070; }
mod m1071 { pub const Q: usize = 1071; }
mod m1072 { pub const Q: usize = 1072; }
mod m1073 { pub const Q: usize = 1073; }
mod m1074 { pub const Q: usize = 1074; }
mod m1075 { pub const Q: usize = 1075; }
mod m1076 { pub const Q: usize = 1076; }
mod m1077 { pub const Q: usize = 1077; }
mod m1078 { pub const Q: usize = 1078; }
mod m1079 { pub const Q: usize = 1079; }
mod m1080 { pub const Q: usize = 1080; }
mod m1081 { pub const Q: usize = 1081; }
mod m1082 { pub const Q: usize = 1082; }
mod m1083 { pub const Q: usize = 1083; }
mod m1084 { pub const Q: usize = 1084; }
mod m1085 { pub const Q: usize = 1085; }
mod m1086 { pub const Q: usize = 1086; }
mod m1087 { pub const Q: usize = 1087; }
mod m1088 { pub const Q: usize = 1088; }
mod m1089 { pub const Q: usize = 1089; }
mod m1090 { pub const Q: usize = 1090; }
mod m1091 { pub const Q: usize = 1091; }
mod m1092 { pub const Q: usize = 1092; }
mod m1093 { pub const Q: usize = 1093; }
mod m1094 { pub const Q: usize = 1094; }
mod m1095 { pub const Q: usize = 1095; }
mod m1096 { pub const Q: usize = 1096; }
mod m1097 { pub const Q: usize = 1097; }
mod m1098 { pub const Q: usize = 1098; }
mod m1099 { pub const Q: usize = 1099; }
mod m1100 { pub const Q: usize = 1100; }
mod m1101 { pub const Q: usize = 1101; }
mod m1102 { pub const Q: usize = 1102; }
mod m1103 { pub const Q: usize = 1103; }
mod m1104 { pub const Q: usize = 1104; }
mod m1105 { pub const Q: usize = 1105; }
mod m1106 { pub const Q: usize = 1106; }
mod m1107 { pub const Q: usize = 1107; }
mod m1108 { pub const Q: usize = 1108; }
mod m1109 { pub const Q: usize = 1109; }
mod m1110 { pub const Q: usize = 1110; }
mod m1111 { pub const Q: usize = 1111; }
mod m1112 { pub const Q: usize = 1112; }
mod m1113 { pub const Q: usize = 1113; }
mod m1114 { pub const Q: usize = 1114; }
mod m1115 { pub const Q: usize = 1115; }
mod m1116 { pub const Q: usize = 1116; }
mod m1117 { pub const Q: usize = 1117; }
mod m1118 { pub const Q: usize = 1118; }
mod m1119 { pub const Q: usize = 1119; }
mod m1120 { pub const Q: usize = 1120; }
mod m1121 { pub const Q: usize = 1121; }
mod m1122 { pub const Q: usize = 1122; }
mod m1123 { pub const Q: usize = 1123; }
mod m1124 { pub const Q: usize = 1124; }
mod m1125 { pub const Q: usize = 1125; }
mod m1126 { pub const Q: usize = 1126; }
mod m1127 { pub const Q: usize = 1127; }
mod m1128 { pub const Q: usize = 1128; }
mod m1129 { pub const Q: usize = 1129; }
mod m1130 { pub const Q: usize = 1130; }
mod m1131 { pub const Q: usize = 1131; }
mod m1132 { pub const Q: usize = 1132; }
mod m1133 { pub const Q: usize = 1133; }
mod m1134 { pub const Q: usize = 1134; }
mod m1135 { pub const Q: usize = 1135; }
mod m1136 { pub const Q: usize = 1136; }
mod m1137 { pub const Q: usize = 1137; }
mod m1138 { pub const Q: usize = 1138; }
mod m1139 { pub const Q: usize = 1139; }
mod m1140 { pub const Q: usize = 1140; }
mod m1141 { pub const Q: usize = 1141; }
mod m1142 { pub const Q: usize = 1142; }
mod m1143 { pub const Q: usize = 1143; }
mod m1144 { pub const Q: usize = 1144; }
mod m1145 { pub const Q: usize = 1145; }
mod m1146 { pub const Q: usize = 1146; }
mod m1147 { pub const Q: usize = 1147; }
mod m1148 { pub const Q: usize = 1148; }
mod m1149 { pub const Q: usize = 1149; }
mod m1150 { pub const Q: usize = 1150; }
mod m1151 { pub const Q: usize = 1151; }
mod m1152 { pub const Q: usize = 1152; }
mod m1153 { pub const Q: usize = 1153; }
mod m1154 { pub const Q: usize = 1154; }
mod m1155 { pub const Q: usize = 1155; }
mod m1156 { pub const Q: usize = 1156; }
mod m1157 { pub const Q: usize = 1157; }
mod m1158 { pub const Q: usize = 1158; }
mod m1159 { pub const Q: usize = 1159; }
mod m1160 { pub const Q: usize = 1160; }
mod m1161 { pub const Q: usize = 1161; }
mod m1162 { pub const Q: usize = 1162; }
mod m1163 { pub const Q: usize = 1163; }
mod m1164 { pub const Q: usize = 1164; }
mod m1165 { pub const Q: usize = 1165; }
mod m1166 { pub const Q: usize = 1166; }
mod m1167 { pub const Q: usize = 1167; }
mod m1168 { pub const Q: usize = 1168; }
mod m1169 { pub const Q: usize = 1169; }
mod m1170 { pub const Q: usize = 1170; }
mod m1171 { pub const Q: usize = 1171; }
mod m1172 { pub const Q: usize = 1172; }
mod m1173 { pub const Q: usize = 1173; }
mod m1174 { pub const Q: usize = 1174; }
mod m1175 { pub const Q: usize = 1175; }
mod m1176 { pub const Q: usize = 1176; }
mod m1177 { pub const Q: usize = 1177; }
mod m1178 { pub const Q: usize = 1178; }
mod m1179 { pub const Q: usize = 1179; }
mod m1180 { pub const Q: usize = 1180; }
mod m1181 { pub const Q: usize = 1181; }
mod m1182 { pub const Q: usize = 1182; }
mod m1183 { pub const Q: usize = 1183; }
mod m1184 { pub const Q: usize = 1184; }
mod m1185 { pub const Q: usize = 1185; }
mod m1186 { pub const Q: usize = 1186; }
mod m1187 { pub const Q: usize = 1187; }
mod m1188 { pub const Q: usize = 1188; }
mod m1189 { pub const Q: usize = 1189; }
mod m1190 { pub const Q: usize = 1190; }
mod m1191 { pub const Q: usize = 1191; }
mod m1192 { pub const Q: usize = 1192; }
mod m1193 { pub const Q: usize = 1193; }
mod m1194 { pub const Q: usize = 1194; }
mod m1195 { pub const Q: usize = 1195; }
mod m1196 { pub const Q: usize = 1196; }
mod m1197 { pub const Q: usize = 1197; }
mod m1198 { pub const Q: usize = 1198; }
mod m1199 { pub const Q: usize = 1199; }
mod m1200 { pub const Q: usize = 1200; }
mod m1201 { pub const Q: usize = 1201; }
mod m1202 { pub const Q: usize = 1202; }
mod m1203 { pub const Q: usize = 1203; }
mod m1204 { pub const Q: usize = 1204; }
mod m1205 { pub const Q: usize = 1205; }
mod m1206 { pub const Q: usize = 1206; }
mod m1207 { pub const Q: usize = 1207; }
mod m1208 { pub const Q: usize = 1208; }
mod m1209 { pub const Q: usize = 1209; }
mod m1210 { pub const Q: usize = 1210; }
mod m1211 { pub const Q: usize = 1211; }
mod m1212 { pub const Q: usize = 1212; }
mod m1213 { pub const Q: usize = 1213; }
mod m1214 { pub const Q: usize = 1214; }
mod m1215 { pub const Q: usize = 1215; }
mod m1216 { pub const Q: usize = 1216; }
mod m1217 { pub const Q: usize = 1217; }
mod m1218 { pub const Q: usize = 1218; }
mod m1219 { pub const Q: usize = 1219; }
mod m1220 { pub const Q: usize = 1220; }
mod m1221 { pub const Q: usize = 1221; }
mod m1222 { pub const Q: usize = 1222; }
mod m1223 { pub const Q: usize = 1223; }
mod m1224 { pub const Q: usize = 1224; }
mod m1225 { pub const Q: usize = 1225; }
mod m1226 { pub const Q: usize = 1226; }
mod m1227 { pub const Q: usize = 1227; }
mod m1228 { pub const Q: usize = 1228; }
mod m1229 { pub const Q: usize = 1229; }
mod m1230 { pub const Q: usize = 1230; }
mod m1231 { pub const Q: usize = 1231; }
mod m1232 { pub const Q: usize = 1232; }
mod m1233 { pub const Q: usize = 1233; }
mod m1234 { pub const Q: usize = 1234; }
mod m1235 { pub const Q: usize = 1235; }
mod m1236 { pub const Q: usize = 1236; }
mod m1237 { pub const Q: usize = 1237; }
mod m1238 { pub const Q: usize = 1238; }
mod m1239 { pub const Q: usize = 1239; }
mod m1240 { pub const Q: usize = 1240; }
mod m1241 { pub const Q: usize = 1241; }
mod m1242 { pub const Q: usize = 1242; }
mod m1243 { pub const Q: usize = 1243; }
mod m1244 { pub const Q: usize = 1244; }
mod m1245 { pub const Q: usize = 1245; }
mod m1246 { pub const Q: usize = 1246; }
mod m1247 { pub const Q: usize = 1247; }
mod m1248 { pub const Q: usize = 1248; }
mod m1249 { pub const Q: usize = 1249; }
mod m1250 { pub const Q: usize = 1250; }
mod m1251 { pub const Q: usize = 1251; }
mod m1252 { pub const Q: usize = 1252; }
mod m1253 { pub const Q: usize = 1253; }
mod m1254 { pub const Q: usize = 1254; }
mod m1255 { pub const Q: usize = 1255; }
mod m1256 { pub const Q: usize = 1256; }
mod m1257 { pub const Q: usize = 1257; }
mod m1258 { pub const Q: usize = 1258; }
mod m1259 { pub const Q: usize = 1259; }
mod m1260 { pub const Q: usize = 1260; }
mod m1261 { pub const Q: usize = 1261; }
mod m1262 { pub const Q: usize = 1262; }
mod m1263 { pub const Q: usize = 1263; }
mod m1264 { pub const Q: usize = 1264; }
mod m1265 { pub const Q: usize = 1265; }
mod m1266 { pub const Q: usize = 1266; }
mod m1267 { pub const Q: usize = 1267; }
mod m1268 { pub const Q: usize = 1268; }
mod m1269 { pub const Q: usize = 1269; }
mod m1270 { pub const Q: usize = 1270; }
mod m1271 { pub const Q: usize = 1271; }
mod m1272 { pub const Q: usize = 1272; }
mod m1273 { pub const Q: usize = 1273; }
mod m1274 { pub const Q: usize = 1274; }
mod m1275 { pub const Q: usize = 1275; }
mod m1276 { pub const Q: usize = 1276; }
mod m1277 { pub const Q: usize = 1277; }
mod m1278 { pub const Q: usize = 1278; }
mod m1279 { pub const Q: usize = 1279; }
mod m1280 { pub const Q: usize = 1280; }
mod m1281 { pub const Q: usize = 1281; }
mod m1282 { pub const Q: usize = 1282; }
mod m1283 { pub const Q: usize = 1283; }
mod m1284 { pub const Q: usize = 1284; }
mod m1285 { pub const Q: usize = 1285; }
mod m1286 { pub const Q: usize = 1286; }
mod m1287 { pub const Q: usize = 1287; }
mod m1288 { pub const Q: usize = 1288; }
mod m1289 { pub const Q: usize = 1289; }
mod m1290 { pub const Q: usize = 1290; }
mod m1291 { pub const Q: usize = 1291; }
mod m1292 { pub const Q: usize = 1292; }
mod m1293 { pub const Q: usize = 1293; }
mod m1294 { pub const Q: usize = 1294; }
mod m1295 { pub const Q: usize = 1295; }
mod m1296 { pub const Q: usize = 1296; }
mod m1297 { pub const Q: usize = 1297; }
mod m1298 { pub const Q: usize = 1298; }
mod m1299 { pub const Q: usize = 1299; }
mod m1300 { pub const Q: usize = 1300; }
mod m1301 { pub const Q: usize = 1301; }
mod m1302 { pub const Q: usize = 1302; }
mod m1303 { pub const Q: usize = 1303; }
mod m1304 { pub const Q: usize = 1304; }
mod m1305 { pub const Q: usize = 1305; }
mod m1306 { pub const Q: usize = 1306; }
mod m1307 { pub const Q: usize = 1307; }
mod m1308 { pub const Q: usize = 1308; }
mod m1309 { pub const Q: usize = 1309; }
mod m1310 { pub const Q: usize = 1310; }
mod m1311 { pub const Q: usize = 1311; }
mod m1312 { pub const Q: usize = 1312; }
mod m1313 { pub const Q: usize = 1313; }
mod m1314 { pub const Q: usize = 1314; }
mod m1315 { pub const Q: usize = 1315; }
mod m1316 { pub const Q: usize = 1316; }
mod m1317 { pub const Q: usize = 1317; }
mod m1318 { pub const Q: usize = 1318; }
mod m1319 { pub const Q: usize = 1319; }
mod m1320 { pub const Q: usize = 1320; }
mod m1321 { pub const Q: usize = 1321; }
mod m1322 { pub const Q: usize = 1322; }
mod m1323 { pub const Q: usize = 1323; }
mod m1324 { pub const Q: usize = 1324; }
mod m1325 { pub const Q: usize = 1325; }
mod m1326 { pub const Q: usize = 1326; }
mod m1327 { pub const Q: usize = 1327; }
mod m1328 { pub const Q: usize = 1328; }
mod m1329 { pub const Q: usize = 1329; }
mod m1330 { pub const Q: usize = 1330; }
mod m1331 { pub const Q: usize = 1331; }
mod m1332 { pub const Q: usize = 1332; }
mod m1333 { pub const Q: usize = 1333; }
mod m1334 { pub const Q: usize = 1334; }
mod m1335 { pub const Q: usize = 1335; }
mod m1336 { pub const Q: usize = 1336; }
mod m1337 { pub const Q: usize = 1337; }
mod m1338 { pub const Q: usize = 1338; }
mod m1339 { pub const Q: usize = 1339; }
mod m1340 { pub const Q: usize = 1340; }
mod m1341 { pub const Q: usize = 1341; }
mod m1342 { pub const Q: usize = 1342; }
mod m1343 { pub const Q: usize = 1343; }
mod m1344 { pub const Q: usize = 1344; }
mod m1345 { pub const Q: usize = 1345; }
mod m1346 { pub const Q: usize = 1346; }
mod m1347 { pub const Q: usize = 1347; }
mod m1348 { pub const Q: usize = 1348; }
mod m1349 { pub const Q: usize = 1349; }
mod m1350 { pub const Q: usize = 1350; }
mod m1351 { pub const Q: usize = 1351; }
mod m1352 { pub const Q: usize = 1352; }
mod m1353 { pub const Q: usize = 1353; }
mod m1354 { pub const Q: usize = 1354; }
mod m1355 { pub const Q: usize = 1355; }
mod m1356 { pub const Q: usize = 1356; }
mod m1357 { pub const Q: usize = 1357; }
mod m1358 { pub const Q: usize = 1358; }
mod m1359 { pub const Q: usize = 1359; }
mod m1360 { pub const Q: usize = 1360; }
mod m1361 { pub const Q: usize = 1361; }
mod m1362 { pub const Q: usize = 1362; }
mod m1363 { pub const Q: usize = 1363; }
mod m1364 { pub const Q: usize = 1364; }
mod m1365 { pub const Q: usize = 1365; }
mod m1366 { pub const Q: usize = 1366; }
mod m1367 { pub const Q: usize = 1367; }
mod m1368 { pub const Q: usize = 1368; }
mod m1369 { pub const Q: usize = 1369; }
mod m1370 { pub const Q: usize = 1370; }
mod m1371 { pub const Q: usize = 1371; }
mod m1372 { pub const Q: usize = 1372; }
mod m1373 { pub const Q: usize = 1373; }
mod m1374 { pub const Q: usize = 1374; }
mod m1375 { pub const Q: usize = 1375; }
mod m1376 { pub const Q: usize = 1376; }
mod m1377 { pub const Q: usize = 1377; }
mod m1378 { pub const Q: usize = 1378; }
mod m1379 { pub const Q: usize = 1379; }
mod m1380 { pub const Q: usize = 1380; }
mod m1381 { pub const Q: usize = 1381; }
mod m1382 { pub const Q: usize = 1382; }
mod m1383 { pub const Q: usize = 1383; }
mod m1384 { pub const Q: usize = 1384; }
mod m1385 { pub const Q: usize = 1385; }
mod m1386 { pub const Q: usize = 1386; }
mod m1387 { pub const Q: usize = 1387; }
mod m1388 { pub const Q: usize = 1388; }
mod m1389 { pub const Q: usize = 1389; }
mod m1390 { pub const Q: usize = 1390; }
mod m1391 { pub const Q: usize = 1391; }
mod m1392 { pub const Q: usize = 1392; }
mod m1393 { pub const Q: usize = 1393; }
mod m1394 { pub const Q: usize = 1394; }
mod m1395 { pub const Q: usize = 1395; }
mod m1396 { pub const Q: usize = 1396; }
mod m1397 { pub const Q: usize = 1397; }
mod m1398 { pub const Q: usize = 1398; }
mod m1399 { pub const Q: usize = 1399; }
mod m1400 { pub const Q: usize = 1400; }
mod m1401 { pub const Q: usize = 1401; }
mod m1402 { pub const Q: usize = 1402; }
mod m1403 { pub const Q: usize = 1403; }
mod m1404 { pub const Q: usize = 1404; }
mod m1405 { pub const Q: usize = 1405; }
mod m1406 { pub const Q: usize = 1406; }
mod m1407 { pub const Q: usize = 1407; }
mod m1408 { pub const Q: usize = 1408; }
mod m1409 { pub const Q: usize = 1409; }
mod m1410 { pub const Q: usize = 1410; }
mod m1411 { pub const Q: usize = 1411; }
mod m1412 { pub const Q: usize = 1412; }
mod m1413 { pub const Q: usize = 1413; }
mod m1414 { pub const Q: usize = 1414; }
mod m1415 { pub const Q: usize = 1415; }
mod m1416 { pub const Q: usize = 1416; }
mod m1417 { pub const Q: usize = 1417; }
mod m1418 { pub const Q: usize = 1418; }
mod m1419 { pub const Q: usize = 1419; }
mod m1420 { pub const Q: usize = 1420; }
mod m1421 { pub const Q: usize = 1421; }
mod m1422 { pub const Q: usize = 1422; }
mod m1423 { pub const Q: usize = 1423; }
mod m1424 { pub const Q: usize = 1424; }
mod m1425 { pub const Q: usize = 1425; }
mod m1426 { pub const Q: usize = 1426; }
mod m1427 { pub const Q: usize = 1427; }
mod m1428 { pub const Q: usize = 1428; }
mod m1429 { pub const Q: usize = 1429; }
mod m1430 { pub const Q: usize = 1430; }
mod m1431 { pub const Q: usize = 1431; }
mod m1432 { pub const Q: usize = 1432; }
mod m1433 { pub const Q: usize = 1433; }
mod m1434 { pub const Q: usize = 1434; }
mod m1435 { pub const Q: usize = 1435; }
mod m1436 { pub const Q: usize = 1436; }
mod m1437 { pub const Q: usize = 1437; }
mod m1438 { pub const Q: usize = 1438; }
mod m1439 { pub const Q: usize = 1439; }
mod m1440 { pub const Q: usize = 1440; }
mod m1441 { pub const Q: usize = 1441; }
mod m1442 { pub const Q: usize = 1442; }
mod m1443 { pub const Q: usize = 1443; }
mod m1444 { pub const Q: usize = 1444; }
mod m1445 { pub const Q: usize = 1445; }
mod m1446 { pub const Q: usize = 1446; }
mod m1447 { pub const Q: usize = 1447; }
mod m1448 { pub const Q: usize = 1448; }
mod m1449 { pub const Q: usize = 1449; }
mod m1450 { pub const Q: usize = 1450; }
mod m1451 { pub const Q: usize = 1451; }
mod m1452 { pub const Q: usize = 1452; }
mod m1453 { pub const Q: usize = 1453; }
mod m1454 { pub const Q: usize = 1454; }
mod m1455 { pub const Q: usize = 1455; }
mod m1456 { pub const Q: usize = 1456; }
mod m1457 { pub const Q: usize = 1457; }
mod m1458 { pub const Q: usize = 1458; }
mod m1459 { pub const Q: usize = 1459; }
mod m1460 { pub const Q: usize = 1460; }
mod m1461 { pub const Q: usize = 1461; }
mod m1462 { pub const Q: usize = 1462; }
mod m1463 { pub const Q: usize = 1463; }
mod m1464 { pub const Q: usize = 1464; }
mod m1465 { pub const Q: usize = 1465; }
mod m1466 { pub const Q: usize = 1466; }
mod m1467 { pub const Q: usize = 1467; }
mod m1468 { pub const Q: usize = 1468; }
mod m1469 { pub const Q: usize = 1469; }
mod m1470 { pub const Q: usize = 1470; }
mod m1471 { pub const Q: usize = 1471; }
mod m1472 { pub const Q: usize = 1472; }
mod m1473 { pub const Q: usize = 1473; }
mod m1474 { pub const Q: usize = 1474; }
mod m1475 { pub const Q: usize = 1475; }
mod m1476 { pub const Q: usize = 1476; }
mod m1477 { pub const Q: usize = 1477; }
mod m1478 { pub const Q: usize = 1478; }
mod m1479 { pub const Q: usize = 1479; }
mod m1480 { pub const Q: usize = 1480; }
mod m1481 { pub const Q: usize = 1481; }
mod m1482 { pub const Q: usize = 1482; }
mod m1483 { pub const Q: usize = 1483; }
mod m1484 { pub const Q: usize = 1484; }
mod m1485 { pub const Q: usize = 1485; }
mod m1486 { pub const Q: usize = 1486; }
mod m1487 { pub const Q: usize = 1487; }
mod m1488 { pub const Q: usize = 1488; }
mod m1489 { pub const Q: usize = 1489; }
mod m1490 { pub const Q: usize = 1490; }
mod m1491 { pub const Q: usize = 1491; }
mod m1492 { pub const Q: usize = 1492; }
mod m1493 { pub const Q: usize = 1493; }
mod m1494 { pub const Q: usize = 1494; }
mod m1495 { pub const Q: usize = 1495; }
mod m1496 { pub const Q: usize = 1496; }
mod m1497 { pub const Q: usize = 1497; }
mod m1498 { pub const Q: usize = 1498; }
mod m1499 { pub const Q: usize = 1499; }
mod m1500 { pub const Q: usize = 1500; }
mod m1501 { pub const Q: usize = 1501; }
mod m1502 { pub const Q: usize = 1502; }
mod m1503 { pub const Q: usize = 1503; }
mod m1504 { pub const Q: usize = 1504; }
mod m1505 { pub const Q: usize = 1505; }
mod m1506 { pub const Q: usize = 1506; }
mod m1507 { pub const Q: usize = 1507; }
mod m1508 { pub const Q: usize = 1508; }
mod m1509 { pub const Q: usize = 1509; }
mod m1510 { pub const Q: usize = 1510; }
mod m1511 { pub const Q: usize = 1511; }
mod m1512 { pub const Q: usize = 1512; }
mod m1513 { pub const Q: usize = 1513; }
mod m1514 { pub const Q: usize = 1514; }
mod m1515 { pub const Q: usize = 1515; }
mod m1516 { pub const Q: usize = 1516; }
mod m1517 { pub const Q: usize = 1517; }
mod m1518 { pub const Q: usize = 1518; }
mod m1519 { pub const Q: usize = 1519; }
mod m1520 { pub const Q: usize = 1520; }
mod m1521 { pub const Q: usize = 1521; }
mod m1522 { pub const Q: usize = 1522; }
mod m1523 { pub const Q: usize = 1523; }
mod m1524 { pub const Q: usize = 1524; }
mod m1525 { pub const Q: usize = 1525; }
mod m1526 { pub const Q: usize = 1526; }
mod m1527 { pub const Q: usize = 1527; }
mod m1528 { pub const Q: usize = 1528; }
mod m1529 { pub const Q: usize = 1529; }
mod m1530 { pub const Q: usize = 1530; }
mod m1531 { pub const Q: usize = 1531; }
mod m1532 { pub const Q: usize = 1532; }
mod m1533 { pub const Q: usize = 1533; }
mod m1534 { pub const Q: usize = 1534; }
mod m1535 { pub const Q: usize = 1535; }
mod m1536 { pub const Q: usize = 1536; }
mod m1537 { pub const Q: usize = 1537; }
mod m1538 { pub const Q: usize = 1538; }
mod m1539 { pub const Q: usize = 1539; }
mod m1540 { pub const Q: usize = 1540; }
mod m1541 { pub const Q: usize = 1541; }
mod m1542 { pub const Q: usize = 1542; }
mod m1543 { pub const Q: usize = 1543; }
mod m1544 { pub const Q: usize = 1544; }
mod m1545 { pub const Q: usize = 1545; }
mod m1546 { pub const Q: usize = 1546; }
mod m1547 { pub const Q: usize = 1547; }
mod m1548 { pub const Q: usize = 1548; }
mod m1549 { pub const Q: usize = 1549; }
mod m1550 { pub const Q: usize = 1550; }
mod m1551 { pub const Q: usize = 1551; }
mod m1552 { pub const Q: usize = 1552; }
mod m1553 { pub const Q: usize = 1553; }
mod m1554 { pub const Q: usize = 1554; }
mod m1555 { pub const Q: usize = 1555; }
mod m1556 { pub const Q: usize = 1556; }
mod m1557 { pub const Q: usize = 1557; }
mod m1558 { pub const Q: usize = 1558; }
mod m1559 { pub const Q: usize = 1559; }
mod m1560 { pub const Q: usize = 1560; }
mod m1561 { pub const Q: usize = 1561; }
mod m1562 { pub const Q: usize = 1562; }
mod m1563 { pub const Q: usize = 1563; }
mod m1564 { pub const Q: usize = 1564; }
mod m1565 { pub const Q: usize = 1565; }
mod m1566 { pub const Q: usize = 1566; }
mod m1567 { pub const Q: usize = 1567; }
mod m1568 { pub const Q: usize = 1568; }
mod m1569 { pub const Q: usize = 1569; }
mod m1570 { pub const Q: usize = 1570; }
mod m1571 { pub const Q: usize = 1571; }
mod m1572 { pub const Q: usize = 1572; }
mod m1573 { pub const Q: usize = 1573; }
mod m1574 { pub const Q: usize = 1574; }
mod m1575 { pub const Q: usize = 1575; }
mod m1576 { pub const Q: usize = 1576; }
mod m1577 { pub const Q: usize = 1577; }
mod m1578 { pub const Q: usize = 1578; }
mod m1579 { pub const Q: usize = 1579; }
mod m1580 { pub const Q: usize = 1580; }
mod m1581 { pub const Q: usize = 1581; }
mod m1582 { pub const Q: usize = 1582; }
mod m1583 { pub const Q: usize = 1583; }
mod m1584 { pub const Q: usize = 1584; }
mod m1585 { pub const Q: usize = 1585; }
mod m1586 { pub const Q: usize = 1586; }
mod m1587 { pub const Q: usize = 1587; }
mod m1588 { pub const Q: usize = 1588; }
mod m1589 { pub const Q: usize = 1589; }
mod m1590 { pub const Q: usize = 1590; }
mod m1591 { pub const Q: usize = 1591; }
mod m1592 { pub const Q: usize = 1592; }
mod m1593 { pub const Q: usize = 1593; }
mod m1594 { pub const Q: usize = 1594; }
mod m1595 { pub const Q: usize = 1595; }
mod m1596 { pub const Q: usize = 1596; }
mod m1597 { pub const Q: usize = 1597; }
mod m1598 { pub const Q: usize = 1598; }
mod m1599 { pub const Q: usize = 1599; }
mod m1600 { pub const Q: usize = 1600; }
mod m1601 { pub const Q: usize = 1601; }
mod m1602 { pub const Q: usize = 1602; }
mod m1603 { pub const Q: usize = 1603; }
mod m1604 { pub const Q: usize = 1604; }
mod m1605 { pub const Q: usize = 1605; }
mod m1606 { pub const Q: usize = 1606; }
mod m1607 { pub const Q: usize = 1607; }
mod m1608 { pub const Q: usize = 1608; }
mod m1609 { pub const Q: usize = 1609; }
mod m1610 { pub const Q: usize = 1610; }
mod m1611 { pub const Q: usize = 1611; }
mod m1612 { pub const Q: usize = 1612; }
mod m1613 { pub const Q: usize = 1613; }
mod m1614 { pub const Q: usize = 1614; }
mod m1615 { pub const Q: usize = 1615; }
mod m1616 { pub const Q: usize = 1616; }
mod m1617 { pub const Q: usize = 1617; }
mod m1618 { pub const Q: usize = 1618; }
mod m1619 { pub const Q: usize = 1619; }
mod m1620 { pub const Q: usize = 1620; }
mod m1621 { pub const Q: usize = 1621; }
mod m1622 { pub const Q: usize = 1622; }
mod m1623 { pub const Q: usize = 1623; }
mod m1624 { pub const Q: usize = 1624; }
mod m1625 { pub const Q: usize = 1625; }
mod m1626 { pub const Q: usize = 1626; }
mod m1627 { pub const Q: usize = 1627; }
mod m1628 { pub const Q: usize = 1628; }
mod m1629 { pub const Q: usize = 1629; }
mod m1630 { pub const Q: usize = 1630; }
mod m1631 { pub const Q: usize = 1631; }
mod m1632 { pub const Q: usize = 1632; }
mod m1633 { pub const Q: usize = 1633; }
mod m1634 { pub const Q: usize = 1634; }
mod m1635 { pub const Q: usize = 1635; }
mod m1636 { pub const Q: usize = 1636; }
mod m1637 { pub const Q: usize = 1637; }
mod m1638 { pub const Q: usize = 1638; }
mod m1639 { pub const Q: usize = 1639; }
mod m1640 { pub const Q: usize = 1640; }
mod m1641 { pub const Q: usize = 1641; }
mod m1642 { pub const Q: usize = 1642; }
mod m1643 { pub const Q: usize = 1643; }
mod m1644 { pub const Q: usize = 1644; }
mod m1645 { pub const Q: usize = 1645; }
mod m1646 { pub const Q: usize = 1646; }
mod m1647 { pub const Q: usize = 1647; }
mod m1648 { pub const Q: usize = 1648; }
mod m1649 { pub const Q: usize = 1649; }
mod m1650 { pub const Q: usize = 1650; }
mod m1651 { pub const Q: usize = 1651; }
mod m1652 { pub const Q: usize = 1652; }
mod m1653 { pub const Q: usize = 1653; }
mod m1654 { pub const Q: usize = 1654; }
mod m1655 { pub const Q: usize = 1655; }
mod m1656 { pub const Q: usize = 1656; }
mod m1657 { pub const Q: usize = 1657; }
mod m1658 { pub const Q: usize = 1658; }
mod m1659 { pub const Q: usize = 1659; }
mod m1660 { pub const Q: usize = 1660; }
mod m1661 { pub const Q: usize = 1661; }
mod m1662 { pub const Q: usize = 1662; }
mod m1663 { pub const Q: usize = 1663; }
mod m1664 { pub const Q: usize = 1664; }
mod m1665 { pub const Q: usize = 1665; }
mod m1666 { pub const Q: usize = 1666; }
mod m1667 { pub const Q: usize = 1667; }
mod m1668 { pub const Q: usize = 1668; }
mod m1669 { pub const Q: usize = 1669; }
mod m1670 { pub const Q: usize = 1670; }
mod m1671 { pub const Q: usize = 1671; }
mod m1672 { pub const Q: usize = 1672; }
mod m1673 { pub const Q: usize = 1673; }
mod m1674 { pub const Q: usize = 1674; }
mod m1675 { pub const Q: usize = 1675; }
mod m1676 { pub const Q: usize = 1676; }
mod m1677 { pub const Q: usize = 1677; }
mod m1678 { pub const Q: usize = 1678; }
mod m1679 { pub const Q: usize = 1679; }
mod m1680 { pub const Q: usize = 1680; }
mod m1681 { pub const Q: usize = 1681; }
mod m1682 { pub const Q: usize = 1682; }
mod m1683 { pub const Q: usize = 1683; }
mod m1684 { pub const Q: usize = 1684; }
mod m1685 { pub const Q: usize = 1685; }
mod m1686 { pub const Q: usize = 1686; }
mod m1687 { pub const Q: usize = 1687; }
mod m1688 { pub const Q: usize = 1688; }
mod m1689 { pub const Q: usize = 1689; }
mod m1690 { pub const Q: usize = 1690; }
mod m1691 { pub const Q: usize = 1691; }
mod m1692 { pub const Q: usize = 1692; }
mod m1693 { pub const Q: usize = 1693; }
mod m1694 { pub const Q: usize = 1694; }
mod m1695 { pub const Q: usize = 1695; }
mod m1696 { pub const Q: usize = 1696; }
mod m1697 { pub const Q: usize = 1697; }
mod m1698 { pub const Q: usize = 1698; }
mod m1699 { pub const Q: usize = 1699; }
mod m1700 { pub const Q: usize = 1700; }
mod m1701 { pub const Q: usize = 1701; }
mod m1702 { pub const Q: usize = 1702; }
mod m1703 { pub const Q: usize = 1703; }
mod m1704 { pub const Q: usize = 1704; }
mod m1705 { pub const Q: usize = 1705; }
mod m1706 { pub const Q: usize = 1706; }
mod m1707 { pub const Q: usize = 1707; }
mod m1708 { pub const Q: usize = 1708; }
mod m1709 { pub const Q: usize = 1709; }
mod m1710 { pub const Q: usize = 1710; }
mod m1711 { pub const Q: usize = 1711; }
mod m1712 { pub const Q: usize = 1712; }
mod m1713 { pub const Q: usize = 1713; }
mod m1714 { pub const Q: usize = 1714; }
mod m1715 { pub const Q: usize = 1715; }
mod m1716 { pub const Q: usize = 1716; }
mod m1717 { pub const Q: usize = 1717; }
mod m1718 { pub const Q: usize = 1718; }
mod m1719 { pub const Q: usize = 1719; }
mod m1720 { pub const Q: usize = 1720; }
mod m1721 { pub const Q: usize = 1721; }
mod m1722 { pub const Q: usize = 1722; }
mod m1723 { pub const Q: usize = 1723; }
mod m1724 { pub const Q: usize = 1724; }
mod m1725 { pub const Q: usize = 1725; }
mod m1726 { pub const Q: usize = 1726; }
mod m1727 { pub const Q: usize = 1727; }
mod m1728 { pub const Q: usize = 1728; }
mod m1729 { pub const Q: usize = 1729; }
mod m1730 { pub const Q: usize = 1730; }
mod m1731 { pub const Q: usize = 1731; }
mod m1732 { pub const Q: usize = 1732; }
mod m1733 { pub const Q: usize = 1733; }
mod m1734 { pub const Q: usize = 1734; }
mod m1735 { pub const Q: usize = 1735; }
mod m1736 { pub const Q: usize = 1736; }
mod m1737 { pub const Q: usize = 1737; }
mod m1738 { pub const Q: usize = 1738; }
mod m1739 { pub const Q: usize = 1739; }
mod m1740 { pub const Q: usize = 1740; }
mod m1741 { pub const Q: usize = 1741; }
mod m1742 { pub const Q: usize = 1742; }
mod m1743 { pub const Q: usize = 1743; }
mod m1744 { pub const Q: usize = 1744; }
mod m1745 { pub const Q: usize = 1745; }
mod m1746 { pub const Q: usize = 1746; }
mod m1747 { pub const Q: usize = 1747; }
mod m1748 { pub const Q: usize = 1748; }
mod m1749 { pub const Q: usize = 1749; }
mod m1750 { pub const Q: usize = 1750; }
mod m1751 { pub const Q: usize = 1751; }
mod m1752 { pub const Q: usize = 1752; }
mod m1753 { pub const Q: usize = 1753; }
mod m1754 { pub const Q: usize = 1754; }
mod m1755 { pub const Q: usize = 1755; }
mod m1756 { pub const Q: usize = 1756; }
mod m1757 { pub const Q: usize = 1757; }
mod m1758 { pub const Q: usize = 1758; }
mod m1759 { pub const Q: usize = 1759; }
mod m1760 { pub const Q: usize = 1760; }
mod m1761 { pub const Q: usize = 1761; }
mod m1762 { pub const Q: usize = 1762; }
mod m1763 { pub const Q: usize = 1763; }
mod m1764 { pub const Q: usize = 1764; }
mod m1765 { pub const Q: usize = 1765; }
mod m1766 { pub const Q: usize = 1766; }
mod m1767 { pub const Q: usize = 1767; }
mod m1768 { pub const Q: usize = 1768; }
mod m1769 { pub const Q: usize = 1769; }
mod m1770 { pub const Q: usize = 1770; }
mod m1771 { pub const Q: usize = 1771; }
mod m1772 { pub const Q: usize = 1772; }
mod m1773 { pub const Q: usize = 1773; }
mod m1774 { pub const Q: usize = 1774; }
mod m1775 { pub const Q: usize = 1775; }
mod m1776 { pub const Q: usize = 1776; }
mod m1777 { pub const Q: usize = 1777; }
mod m1778 { pub const Q: usize = 1778; }
mod m1779 { pub const Q: usize = 1779; }
mod m1780 { pub const Q: usize = 1780; }
mod m1781 { pub const Q: usize = 1781; }
mod m1782 { pub const Q: usize = 1782; }
mod m1783 { pub const Q: usize = 1783; }
mod m1784 { pub const Q: usize = 1784; }
mod m1785 { pub const Q: usize = 1785; }
mod m1786 { pub const Q: usize = 1786; }
mod m1787 { pub const Q: usize = 1787; }
mod m1788 { pub const Q: usize = 1788; }
mod m1789 { pub const Q: usize = 1789; }
mod m1790 { pub const Q: usize = 1790; }
mod m1791 { pub const Q: usize = 1791; }
mod m1792 { pub const Q: usize = 1792; }
mod m1793 { pub const Q: usize = 1793; }
mod m1794 { pub const Q: usize = 1794; }
mod m1795 { pub const Q: usize = 1795; }
mod m1796 { pub const Q: usize = 1796; }
mod m1797 { pub const Q: usize = 1797; }
mod m1798 { pub const Q: usize = 1798; }
mod m1799 { pub const Q: usize = 1799; }
mod m1800 { pub const Q: usize = 1800; }
mod m1801 { pub const Q: usize = 1801; }
mod m1802 { pub const Q: usize = 1802; }
mod m1803 { pub const Q: usize = 1803; }
mod m1804 { pub const Q: usize = 1804; }
mod m1805 { pub const Q: usize = 1805; }
mod m1806 { pub const Q: usize = 1806; }
mod m1807 { pub const Q: usize = 1807; }
mod m1808 { pub const Q: usize = 1808; }
mod m1809 { pub const Q: usize = 1809; }
mod m1810 { pub const Q: usize = 1810; }
mod m1811 { pub const Q: usize = 1811; }
mod m1812 { pub const Q: usize = 1812; }
mod m1813 { pub const Q: usize = 1813; }
mod m1814 { pub const Q: usize = 1814; }
mod m1815 { pub const Q: usize = 1815; }
mod m1816 { pub const Q: usize = 1816; }
mod m1817 { pub const Q: usize = 1817; }
mod m1818 { pub const Q: usize = 1818; }
mod m1819 { pub const Q: usize = 1819; }
mod m1820 { pub const Q: usize = 1820; }
mod m1821 { pub const Q: usize = 1821; }
mod m1822 { pub const Q: usize = 1822; }
mod m1823 { pub const Q: usize = 1823; }
mod m1824 { pub const Q: usize = 1824; }
mod m1825 { pub const Q: usize = 1825; }
mod m1826 { pub const Q: usize = 1826; }
mod m1827 { pub const Q: usize = 1827; }
mod m1828 { pub const Q: usize = 1828; }
mod m1829 { pub const Q: usize = 1829; }
mod m1830 { pub const Q: usize = 1830; }
mod m1831 { pub const Q: usize = 1831; }
mod m1832 { pub const Q: usize = 1832; }
mod m1833 { pub const Q: usize = 1833; }
mod m1834 { pub const Q: usize = 1834; }
mod m1835 { pub const Q: usize = 1835; }
mod m1836 { pub const Q: usize = 1836; }
mod m1837 { pub const Q: usize = 1837; }
mod m1838 { pub const Q: usize = 1838; }
mod m1839 { pub const Q: usize = 1839; }
mod m1840 { pub const Q: usize = 1840; }
mod m1841 { pub const Q: usize = 1841; }
mod m1842 { pub const Q: usize = 1842; }
mod m1843 { pub const Q: usize = 1843; }
mod m1844 { pub const Q: usize = 1844; }
mod m1845 { pub const Q: usize = 1845; }
mod m1846 { pub const Q: usize = 1846; }
mod m1847 { pub const Q: usize = 1847; }
mod m1848 { pub const Q: usize = 1848; }
mod m1849 { pub const Q: usize = 1849; }
mod m1850 { pub const Q: usize = 1850; }
mod m1851 { pub const Q: usize = 1851; }
mod m1852 { pub const Q: usize = 1852; }
mod m1853 { pub const Q: usize = 1853; }
mod m1854 { pub const Q: usize = 1854; }
mod m1855 { pub const Q: usize = 1855; }
mod m1856 { pub const Q: usize = 1856; }
mod m1857 { pub const Q: usize = 1857; }
mod m1858 { pub const Q: usize = 1858; }
mod m1859 { pub const Q: usize = 1859; }
mod m1860 { pub const Q: usize = 1860; }
mod m1861 { pub const Q: usize = 1861; }
mod m1862 { pub const Q: usize = 1862; }
mod m1863 { pub const Q: usize = 1863; }
mod m1864 { pub const Q: usize = 1864; }
mod m1865 { pub const Q: usize = 1865; }
mod m1866 { pub const Q: usize = 1866; }
mod m1867 { pub const Q: usize = 1867; }
mod m1868 { pub const Q: usize = 1868; }
mod m1869 { pub const Q: usize = 1869; }
mod m1870 { pub const Q: usize = 1870; }
mod m1871 { pub const Q: usize = 1871; }
mod m1872 { pub const Q: usize = 1872; }
mod m1873 { pub const Q: usize = 1873; }
mod m1874 { pub const Q: usize = 1874; }
mod m1875 { pub const Q: usize = 1875; }
mod m1876 { pub const Q: usize = 1876; }
mod m1877 { pub const Q: usize = 1877; }
mod m1878 { pub const Q: usize = 1878; }
mod m1879 { pub const Q: usize = 1879; }
mod m1880 { pub const Q: usize = 1880; }
mod m1881 { pub const Q: usize = 1881; }
mod m1882 { pub const Q: usize = 1882; }
mod m1883 { pub const Q: usize = 1883; }
mod m1884 { pub const Q: usize = 1884; }
mod m1885 { pub const Q: usize = 1885; }
mod m1886 { pub const Q: usize = 1886; }
mod m1887 { pub const Q: usize = 1887; }
mod m1888 { pub const Q: usize = 1888; }
mod m1889 { pub const Q: usize = 1889; }
mod m1890 { pub const Q: usize = 1890; }
mod m1891 { pub const Q: usize = 1891; }
mod m1892 { pub const Q: usize = 1892; }
mod m1893 { pub const Q: usize = 1893; }
mod m1894 { pub const Q: usize = 1894; }
mod m1895 { pub const Q: usize = 1895; }
mod m1896 { pub const Q: usize = 1896; }
mod m1897 { pub const Q: usize = 1897; }
mod m1898 { pub const Q: usize = 1898; }
mod m1899 { pub const Q: usize = 1899; }
mod m1900 { pub const Q: usize = 1900; }
mod m1901 { pub const Q: usize = 1901; }
mod m1902 { pub const Q: usize = 1902; }
mod m1903 { pub const Q: usize = 1903; }
mod m1904 { pub const Q: usize = 1904; }
mod m1905 { pub const Q: usize = 1905; }
mod m1906 { pub const Q: usize = 1906; }
mod m1907 { pub const Q: usize = 1907; }
mod m1908 { pub const Q: usize = 1908; }
mod m1909 { pub const Q: usize = 1909; }
mod m1910 { pub const Q: usize = 1910; }
mod m1911 { pub const Q: usize = 1911; }
mod m1912 { pub const Q: usize = 1912; }
mod m1913 { pub const Q: usize = 1913; }
mod m1914 { pub const Q: usize = 1914; }
mod m1915 { pub const Q: usize = 1915; }
mod m1916 { pub const Q: usize = 1916; }
mod m1917 { pub const Q: usize = 1917; }
mod m1918 { pub const Q: usize = 1918; }
mod m1919 { pub const Q: usize = 1919; }
mod m1920 { pub const Q: usize = 1920; }
mod m1921 { pub const Q: usize = 1921; }
mod m1922 { pub const Q: usize = 1922; }
mod m1923 { pub const Q: usize = 1923; }
mod m1924 { pub const Q: usize = 1924; }
mod m1925 { pub const Q: usize = 1925; }
mod m1926 { pub const Q: usize = 1926; }
mod m1927 { pub const Q: usize = 1927; }
mod m1928 { pub const Q: usize = 1928; }
mod m1929 { pub const Q: usize = 1929; }
mod m1930 { pub const Q: usize = 1930; }
mod m1931 { pub const Q: usize = 1931; }
mod m1932 { pub const Q: usize = 1932; }
mod m1933 { pub const Q: usize = 1933; }
mod m1934 { pub const Q: usize = 1934; }
mod m1935 { pub const Q: usize = 1935; }
mod m1936 { pub const Q: usize = 1936; }
mod m1937 { pub const Q: usize = 1937; }
mod m1938 { pub const Q: usize = 1938; }
mod m1939 { pub const Q: usize = 1939; }
mod m1940 { pub const Q: usize = 1940; }
mod m1941 { pub const Q: usize = 1941; }
mod m1942 { pub const Q: usize = 1942; }
mod m1943 { pub const Q: usize = 1943; }
mod m1944 { pub const Q: usize = 1944; }
mod m1945 { pub const Q: usize = 1945; }
mod m1946 { pub const Q: usize = 1946; }
mod m1947 { pub const Q: usize = 1947; }
mod m1948 { pub const Q: usize = 1948; }
mod m1949 { pub const Q: usize = 1949; }
mod m1950 { pub const Q: usize = 1950; }
mod m1951 { pub const Q: usize = 1951; }
mod m1952 { pub const Q: usize = 1952; }
mod m1953 { pub const Q: usize = 1953; }
mod m1954 { pub const Q: usize = 1954; }
mod m1955 { pub const Q: usize = 1955; }
mod m1956 { pub const Q: usize = 1956; }
mod m1957 { pub const Q: usize = 1957; }
mod m1958 { pub const Q: usize = 1958; }
mod m1959 { pub const Q: usize = 1959; }
mod m1960 { pub const Q: usize = 1960; }
mod m1961 { pub const Q: usize = 1961; }
mod m1962 { pub const Q: usize = 1962; }
mod m1963 { pub const Q: usize = 1963; }
mod m1964 { pub const Q: usize = 1964; }
mod m1965 { pub const Q: usize = 1965; }
mod m1966 { pub const Q: usize = 1966; }
mod m1967 { pub const Q: usize = 1967; }
mod m1968 { pub const Q: usize = 1968; }
mod m1969 { pub const Q: usize = 1969; }
mod m1970 { pub const Q: usize = 1970; }
mod m1971 { pub const Q: usize = 1971; }
mod m1972 { pub const Q: usize = 1972; }
mod m1973 { pub const Q: usize = 1973; }
mod m1974 { pub const Q: usize = 1974; }
mod m1975 { pub const Q: usize = 1975; }
mod m1976 { pub const Q: usize = 1976; }
mod m1977 { pub const Q: usize = 1977; }
mod m1978 { pub const Q: usize = 1978; }
mod m1979 { pub const Q: usize = 1979; }
mod m1980 { pub const Q: usize = 1980; }
mod m1981 { pub const Q: usize = 1981; }
mod m1982 { pub const Q: usize = 1982; }
mod m1983 { pub const Q: usize = 1983; }
mod m1984 { pub const Q: usize = 1984; }
mod m1985 { pub const Q: usize = 1985; }
mod m1986 { pub const Q: usize = 1986; }
mod m1987 { pub const Q: usize = 1987; }
mod m1988 { pub const Q: usize = 1988; }
mod m1989 { pub const Q: usize = 1989; }
mod m1990 { pub const Q: usize = 1990; }
mod m1991 { pub const Q: usize = 1991; }
mod m1992 { pub const Q: usize = 1992; }
mod m1993 { pub const Q: usize = 1993; }
mod m1994 { pub const Q: usize = 1994; }
mod m1995 { pub const Q: usize = 1995; }
mod m1996 { pub const Q: usize = 1996; }
mod m1997 { pub const Q: usize = 1997; }
mod m1998 { pub const Q: usize = 1998; }
mod m1999 { pub const Q: usize = 1999; }
mod m2000 { pub const Q: usize = 2000; }
mod m2001 { pub const Q: usize = 2001; }
mod m2002 { pub const Q: usize = 2002; }
mod m2003 { pub const Q: usize = 2003; }
mod m2004 { pub const Q: usize = 2004; }
mod m2005 { pub const Q: usize = 2005; }
mod m2006 { pub const Q: usize = 2006; }
mod m2007 { pub const Q: usize = 2007; }
mod m2008 { pub const Q: usize = 2008; }
mod m2009 { pub const Q: usize = 2009; }
mod m2010 { pub const Q: usize = 2010; }
mod m2011 { pub const Q: usize = 2011; }
mod m2012 { pub const Q: usize = 2012; }
mod m2013 { pub const Q: usize = 2013; }
mod m2014 { pub const Q: usize = 2014; }
mod m2015 { pub const Q: usize = 2015; }
mod m2016 { pub const Q: usize = 2016; }
mod m2017 { pub const Q: usize = 2017; }
mod m2018 { pub const Q: usize = 2018; }
mod m2019 { pub const Q: usize = 2019; }
mod m2020 { pub const Q: usize = 2020; }
mod m2021 { pub const Q: usize = 2021; }
mod m2022 { pub const Q: usize = 2022; }
mod m2023 { pub const Q: usize = 2023; }
mod m2024 { pub const Q: usize = 2024; }
mod m2025 { pub const Q: usize = 2025; }
mod m2026 { pub const Q: usize = 2026; }
mod m2027 { pub const Q: usize = 2027; }
mod m2028 { pub const Q: usize = 2028; }
mod m2029 { pub const Q: usize = 2029; }
mod m2030 { pub const Q: usize = 2030; }
mod m2031 { pub const Q: usize = 2031; }
mod m2032 { pub const Q: usize = 2032; }
mod m2033 { pub const Q: usize = 2033; }
mod m2034 { pub const Q: usize = 2034; }
mod m2035 { pub const Q: usize = 2035; }
mod m2036 { pub const Q: usize = 2036; }
mod m2037 { pub const Q: usize = 2037; }
mod m2038 { pub const Q: usize = 2038; }
mod m2039 { pub const Q: usize = 2039; }
mod m2040 { pub const Q: usize = 2040; }
mod m2041 { pub const Q: usize = 2041; }
mod m2042 { pub const Q: usize = 2042; }
mod m2043 { pub const Q: usize = 2043; }
mod m2044 { pub const Q: usize = 2044; }
mod m2045 { pub const Q: usize = 2045; }
mod m2046 { pub const Q: usize = 2046; }
mod m2047 { pub const Q: usize = 2047; }
mod m2048 { pub const Q: usize = 2048; }
mod m2049 { pub const Q: usize = 2049; }
mod m2050 { pub const Q: usize = 2050; }
mod m2051 { pub const Q: usize = 2051; }
mod m2052 { pub const Q: usize = 2052; }
mod m2053 { pub const Q: usize = 2053; }
mod m2054 { pub const Q: usize = 2054; }
mod m2055 { pub const Q: usize = 2055; }
mod m2056 { pub const Q: usize = 2056; }
mod m2057 { pub const Q: usize = 2057; }
mod m2058 { pub const Q: usize = 2058; }
mod m2059 { pub const Q: usize = 2059; }
mod m2060 { pub const Q: usize = 2060; }
mod m2061 { pub const Q: usize = 2061; }
mod m2062 { pub const Q: usize = 2062; }
mod m2063 { pub const Q: usize = 2063; }
mod m2064 { pub const Q: usize = 2064; }
mod m2065 { pub const Q: usize = 2065; }
mod m2066 { pub const Q: usize = 2066; }
mod m2067 { pub const Q: usize = 2067; }
mod m2068 { pub const Q: usize = 2068; }
mod m2069 { pub const Q: usize = 2069; }
mod m2070 { pub const Q: usize = 2070; }
mod m2071 { pub const Q: usize = 2071; }
mod m2072 { pub const Q: usize = 2072; }
mod m2073 { pub const Q: usize = 2073; }
mod m2074 { pub const Q: usize = 2074; }
mod m2075 { pub const Q: usize = 2075; }
mod m2076 { pub const Q: usize = 2076; }
mod m2077 { pub const Q: usize = 2077; }
mod m2078 { pub const Q: usize = 2078; }
mod m2079 { pub const Q: usize = 2079; }
mod m2080 { pub const Q: usize = 2080; }
mod m2081 { pub const Q: usize = 2081; }
mod m2082 { pub const Q: usize = 2082; }
mod m2083 { pub const Q: usize = 2083; }
mod m2084 { pub const Q: usize = 2084; }
mod m2085 { pub const Q: usize = 2085; }
mod m2086 { pub const Q: usize = 2086; }
mod m2087 { pub const Q: usize = 2087; }
mod m2088 { pub const Q: usize = 2088; }
mod m2089 { pub const Q: usize = 2089; }
mod m2090 { pub const Q: usize = 2090; }
mod m2091 { pub const Q: usize = 2091; }
mod m2092 { pub const Q: usize = 2092; }
mod m2093 { pub const Q: usize = 2093; }
mod m2094 { pub const Q: usize = 2094; }
mod m2095 { pub const Q: usize = 2095; }
mod m2096 { pub const Q: usize = 2096; }
mod m2097 { pub const Q: usize = 2097; }
mod m2098 { pub const Q: usize = 2098; }
mod m2099 { pub const Q: usize = 2099; }
mod m2100 { pub const Q: usize = 2100; }
mod m2101 { pub const Q: usize = 2101; }
mod m2102 { pub const Q: usize = 2102; }
mod m2103 { pub const Q: usize = 2103; }
mod m2104 { pub const Q: usize = 2104; }
mod m2105 { pub const Q: usize = 2105; }
mod m2106 { pub const Q: usize = 2106; }
mod m2107 { pub const Q: usize = 2107; }
mod m2108 { pub const Q: usize = 2108; }
mod m2109 { pub const Q: usize = 2109; }
mod m2110 { pub const Q: usize = 2110; }
mod m2111 { pub const Q: usize = 2111; }
mod m2112 { pub const Q: usize = 2112; }
mod m2113 { pub const Q: usize = 2113; }
mod m2114 { pub const Q: usize = 2114; }
mod m2115 { pub const Q: usize = 2115; }
mod m2116 { pub const Q: usize = 2116; }
mod m2117 { pub const Q: usize = 2117; }
mod m2118 { pub const Q: usize = 2118; }
mod m2119 { pub const Q: usize = 2119; }
mod m2120 { pub const Q: usize = 2120; }
mod m2121 { pub const Q: usize = 2121; }
mod m2122 { pub const Q: usize = 2122; }
mod m2123 { pub const Q: usize = 2123; }
mod m2124 { pub const Q: usize = 2124; }
mod m2125 { pub const Q: usize = 2125; }
mod m2126 { pub const Q: usize = 2126; }
mod m2127 { pub const Q: usize = 2127; }
mod m2128 { pub const Q: usize = 2128; }
mod m2129 { pub const Q: usize = 2129; }
mod m2130 { pub const Q: usize = 2130; }
mod m2131 { pub const Q: usize = 2131; }
mod m2132 { pub const Q: usize = 2132; }
mod m2133 { pub const Q: usize = 2133; }
mod m2134 { pub const Q: usize = 2134; }
mod m2135 { pub const Q: usize = 2135; }
mod m2136 { pub const Q: usize = 2136; }
mod m2137 { pub const Q: usize = 2137; }
mod m2138 { pub const Q: usize = 2138; }
mod m2139 { pub const Q: usize = 2139; }
mod m2140 { pub const Q: usize = 2140; }
mod m2141 { pub const Q: usize = 2141; }
mod m2142 { pub const Q: usize = 2142; }
mod m2143 { pub const Q: usize = 2143; }
mod m2144 { pub const Q: usize = 2144; }
mod m2145 { pub const Q: usize = 2145; }
mod m2146 { pub const Q: usize = 2146; }
mod m2147 { pub const Q: usize = 2147; }
mod m2148 { pub const Q: usize = 2148; }
mod m2149 { pub const Q: usize = 2149; }
mod m2150 { pub const Q: usize = 2150; }
mod m2151 { pub const Q: usize = 2151; }
mod m2152 { pub const Q: usize = 2152; }
mod m2153 { pub const Q: usize = 2153; }
mod m2154 { pub const Q: usize = 2154; }
mod m2155 { pub const Q: usize = 2155; }
mod m2156 { pub const Q: usize = 2156; }
mod m2157 { pub const Q: usize = 2157; }
mod m2158 { pub const Q: usize = 2158; }
mod m2159 { pub const Q: usize = 2159; }
mod m2160 { pub const Q: usize = 2160; }
mod m2161 { pub const Q: usize = 2161; }
mod m2162 { pub const Q: usize = 2162; }
mod m2163 { pub const Q: usize = 2163; }
mod m2164 { pub const Q: usize = 2164; }
mod m2165 { pub const Q: usize = 2165; }
mod m2166 { pub const Q: usize = 2166; }
mod m2167 { pub const Q: usize = 2167; }
mod m2168 { pub const Q: usize = 2168; }
mod m2169 { pub const Q: usize = 2169; }
mod m2170 { pub const Q: usize = 2170; }
mod m2171 { pub const Q: usize = 2171; }
mod m2172 { pub const Q: usize = 2172; }
mod m2173 { pub const Q: usize = 2173; }
mod m2174 { pub const Q: usize = 2174; }
mod m2175 { pub const Q: usize = 2175; }
mod m2176 { pub const Q: usize = 2176; }
mod m2177 { pub const Q: usize = 2177; }
mod m2178 { pub const Q: usize = 2178; }
mod m2179 { pub const Q: usize = 2179; }
mod m2180 { pub const Q: usize = 2180; }
mod m2181 { pub const Q: usize = 2181; }
mod m2182 { pub const Q: usize = 2182; }
mod m2183 { pub const Q: usize = 2183; }
mod m2184 { pub const Q: usize = 2184; }
mod m2185 { pub const Q: usize = 2185; }
mod m2186 { pub const Q: usize = 2186; }
mod m2187 { pub const Q: usize = 2187; }
mod m2188 { pub const Q: usize = 2188; }
mod m2189 { pub const Q: usize = 2189; }
mod m2190 { pub const Q: usize = 2190; }
mod m2191 { pub const Q: usize = 2191; }
mod m2192 { pub const Q: usize = 2192; }
mod m2193 { pub const Q: usize = 2193; }
mod m2194 { pub const Q: usize = 2194; }
mod m2195 { pub const Q: usize = 2195; }
mod m2196 { pub const Q: usize = 2196; }
mod m2197 { pub const Q: usize = 2197; }
mod m2198 { pub const Q: usize = 2198; }
mod m2199 { pub const Q: usize = 2199; }
mod m2200 { pub const Q: usize = 2200; }
mod m2201 { pub const Q: usize = 2201; }
mod m2202 { pub const Q: usize = 2202; }
mod m2203 { pub const Q: usize = 2203; }
mod m2204 { pub const Q: usize = 2204; }
mod m2205 { pub const Q: usize = 2205; }
mod m2206 { pub const Q: usize = 2206; }
mod m2207 { pub const Q: usize = 2207; }
mod m2208 { pub const Q: usize = 2208; }
mod m2209 { pub const Q: usize = 2209; }
mod m2210 { pub const Q: usize = 2210; }
mod m2211 { pub const Q: usize = 2211; }
mod m2212 { pub const Q: usize = 2212; }
mod m2213 { pub const Q: usize = 2213; }
mod m2214 { pub const Q: usize = 2214; }
mod m2215 { pub const Q: usize = 2215; }
mod m2216 { pub const Q: usize = 2216; }
mod m2217 { pub const Q: usize = 2217; }
mod m2218 { pub const Q: usize = 2218; }
mod m2219 { pub const Q: usize = 2219; }
mod m2220 { pub const Q: usize = 2220; }
mod m2221 { pub const Q: usize = 2221; }
mod m2222 { pub const Q: usize = 2222; }
mod m2223 { pub const Q: usize = 2223; }
mod m2224 { pub const Q: usize = 2224; }
mod m2225 { pub const Q: usize = 2225; }
mod m2226 { pub const Q: usize = 2226; }
mod m2227 { pub const Q: usize = 2227; }
mod m2228 { pub const Q: usize = 2228; }
mod m2229 { pub const Q: usize = 2229; }
mod m2230 { pub const Q: usize = 2230; }
mod m2231 { pub const Q: usize = 2231; }
mod m2232 { pub const Q: usize = 2232; }
mod m2233 { pub const Q: usize = 2233; }
mod m2234 { pub const Q: usize = 2234; }
mod m2235 { pub const Q: usize = 2235; }
mod m2236 { pub const Q: usize = 2236; }
mod m2237 { pub const Q: usize = 2237; }
mod m2238 { pub const Q: usize = 2238; }
mod m2239 { pub const Q: usize = 2239; }
mod m2240 { pub const Q: usize = 2240; }
mod m2241 { pub const Q: usize = 2241; }
mod m2242 { pub const Q: usize = 2242; }
mod m2243 { pub const Q: usize = 2243; }
mod m2244 { pub const Q: usize = 2244; }
mod m2245 { pub const Q: usize = 2245; }
mod m2246 { pub const Q: usize = 2246; }
mod m2247 { pub const Q: usize = 2247; }
mod m2248 { pub const Q: usize = 2248; }
mod m2249 { pub const Q: usize = 2249; }
mod m2250 { pub const Q: usize = 2250; }
mod m2251 { pub const Q: usize = 2251; }
mod m2252 { pub const Q: usize = 2252; }
mod m2253 { pub const Q: usize = 2253; }
mod m2254 { pub const Q: usize = 2254; }
mod m2255 { pub const Q: usize = 2255; }
mod m2256 { pub const Q: usize = 2256; }
mod m2257 { pub const Q: usize = 2257; }
mod m2258 { pub const Q: usize = 2258; }
mod m2259 { pub const Q: usize = 2259; }
mod m2260 { pub const Q: usize = 2260; }
mod m2261 { pub const Q: usize = 2261; }
mod m2262 { pub const Q: usize = 2262; }
mod m2263 { pub const Q: usize = 2263; }
mod m2264 { pub const Q: usize = 2264; }
mod m2265 { pub const Q: usize = 2265; }
mod m2266 { pub const Q: usize = 2266; }
mod m2267 { pub const Q: usize = 2267; }
mod m2268 { pub const Q: usize = 2268; }
mod m2269 { pub const Q: usize = 2269; }
mod m2270 { pub const Q: usize = 2270; }
mod m2271 { pub const Q: usize = 2271; }
mod m2272 { pub const Q: usize = 2272; }
mod m2273 { pub const Q: usize = 2273; }
mod m2274 { pub const Q: usize = 2274; }
mod m2275 { pub const Q: usize = 2275; }
mod m2276 { pub const Q: usize = 2276; }
mod m2277 { pub const Q: usize = 2277; }
mod m2278 { pub const Q: usize = 2278; }
mod m2279 { pub const Q: usize = 2279; }
mod m2280 { pub const Q: usize = 2280; }
mod m2281 { pub const Q: usize = 2281; }
mod m2282 { pub const Q: usize = 2282; }
mod m2283 { pub const Q: usize = 2283; }
mod m2284 { pub const Q: usize = 2284; }
mod m2285 { pub const Q: usize = 2285; }
mod m2286 { pub const Q: usize = 2286; }
mod m2287 { pub const Q: usize = 2287; }
mod m2288 { pub const Q: usize = 2288; }
mod m2289 { pub const Q: usize = 2289; }
mod m2290 { pub const Q: usize = 2290; }
mod m2291 { pub const Q: usize = 2291; }
mod m2292 { pub const Q: usize = 2292; }
mod m2293 { pub const Q: usize = 2293; }
mod m2294 { pub const Q: usize = 2294; }
mod m2295 { pub const Q: usize = 2295; }
mod m2296 { pub const Q: usize = 2296; }
mod m2297 { pub const Q: usize = 2297; }
mod m2298 { pub const Q: usize = 2298; }
mod m2299 { pub const Q: usize = 2299; }
mod m2300 { pub const Q: usize = 2300; }
mod m2301 { pub const Q: usize = 2301; }
mod m2302 { pub const Q: usize = 2302; }
mod m2303 { pub const Q: usize = 2303; }
mod m2304 { pub const Q: usize = 2304; }
mod m2305 { pub const Q: usize = 2305; }
mod m2306 { pub const Q: usize = 2306; }
mod m2307 { pub const Q: usize = 2307; }
mod m2308 { pub const Q: usize = 2308; }
mod m2309 { pub const Q: usize = 2309; }
mod m2310 { pub const Q: usize = 2310; }
mod m2311 { pub const Q: usize = 2311; }
mod m2312 { pub const Q: usize = 2312; }
mod m2313 { pub const Q: usize = 2313; }
mod m2314 { pub const Q: usize = 2314; }
mod m2315 { pub const Q: usize = 2315; }
mod m2316 { pub const Q: usize = 2316; }
mod m2317 { pub const Q: usize = 2317; }
mod m2318 { pub const Q: usize = 2318; }
mod m2319 { pub const Q: usize = 2319; }
mod m2320 { pub const Q: usize = 2320; }
mod m2321 { pub const Q: usize = 2321; }
mod m2322 { pub const Q: usize = 2322; }
mod m2323 { pub const Q: usize = 2323; }
mod m2324 { pub const Q: usize = 2324; }
mod m2325 { pub const Q: usize = 2325; }
mod m2326 { pub const Q: usize = 2326; }
mod m2327 { pub const Q: usize = 2327; }
mod m2328 { pub const Q: usize = 2328; }
mod m2329 { pub const Q: usize = 2329; }
mod m2330 { pub const Q: usize = 2330; }
mod m2331 { pub const Q: usize = 2331; }
mod m2332 { pub const Q: usize = 2332; }
mod m2333 { pub const Q: usize = 2333; }
mod m2334 { pub const Q: usize = 2334; }
mod m2335 { pub const Q: usize = 2335; }
mod m2336 { pub const Q: usize = 2336; }
mod m2337 { pub const Q: usize = 2337; }
mod m2338 { pub const Q: usize = 2338; }
mod m2339 { pub const Q: usize = 2339; }
mod m2340 { pub const Q: usize = 2340; }
mod m2341 { pub const Q: usize = 2341; }
mod m2342 { pub const Q: usize = 2342; }
mod m2343 { pub const Q: usize = 2343; }
mod m2344 { pub const Q: usize = 2344; }
mod m2345 { pub const Q: usize = 2345; }
mod m2346 { pub const Q: usize = 2346; }
mod m2347 { pub const Q: usize = 2347; }
mod m2348 { pub const Q: usize = 2348; }
mod m2349 { pub const Q: usize = 2349; }
mod m2350 { pub const Q: usize = 2350; }
mod m2351 { pub const Q: usize = 2351; }
mod m2352 { pub const Q: usize = 2352; }
mod m2353 { pub const Q: usize = 2353; }
mod m2354 { pub const Q: usize = 2354; }
mod m2355 { pub const Q: usize = 2355; }
mod m2356 { pub const Q: usize = 2356; }
mod m2357 { pub const Q: usize = 2357; }
mod m2358 { pub const Q: usize = 2358; }
mod m2359 { pub const Q: usize = 2359; }
mod m2360 { pub const Q: usize = 2360; }
mod m2361 { pub const Q: usize = 2361; }
mod m2362 { pub const Q: usize = 2362; }
mod m2363 { pub const Q: usize = 2363; }
mod m2364 { pub const Q: usize = 2364; }
mod m2365 { pub const Q: usize = 2365; }
mod m2366 { pub const Q: usize = 2366; }
mod m2367 { pub const Q: usize = 2367; }
mod m2368 { pub const Q: usize = 2368; }
mod m2369 { pub const Q: usize = 2369; }
mod m2370 { pub const Q: usize = 2370; }
mod m2371 { pub const Q: usize = 2371; }
mod m2372 { pub const Q: usize = 2372; }
mod m2373 { pub const Q: usize = 2373; }
mod m2374 { pub const Q: usize = 2374; }
mod m2375 { pub const Q: usize = 2375; }
mod m2376 { pub const Q: usize = 2376; }
mod m2377 { pub const Q: usize = 2377; }
mod m2378 { pub const Q: usize = 2378; }
mod m2379 { pub const Q: usize = 2379; }
mod m2380 { pub const Q: usize = 2380; }
mod m2381 { pub const Q: usize = 2381; }
mod m2382 { pub const Q: usize = 2382; }
mod m2383 { pub const Q: usize = 2383; }
mod m2384 { pub const Q: usize = 2384; }
mod m2385 { pub const Q: usize = 2385; }
mod m2386 { pub const Q: usize = 2386; }
mod m2387 { pub const Q: usize = 2387; }
mod m2388 { pub const Q: usize = 2388; }
mod m2389 { pub const Q: usize = 2389; }
mod m2390 { pub const Q: usize = 2390; }
mod m2391 { pub const Q: usize = 2391; }
mod m2392 { pub const Q: usize = 2392; }
mod m2393 { pub const Q: usize = 2393; }
mod m2394 { pub const Q: usize = 2394; }
mod m2395 { pub const Q: usize = 2395; }
mod m2396 { pub const Q: usize = 2396; }
mod m2397 { pub const Q: usize = 2397; }
mod m2398 { pub const Q: usize = 2398; }
mod m2399 { pub const Q: usize = 2399; }
mod m2400 { pub const Q: usize = 2400; }
mod m2401 { pub const Q: usize = 2401; }
mod m2402 { pub const Q: usize = 2402; }
mod m2403 { pub const Q: usize = 2403; }
mod m2404 { pub const Q: usize = 2404; }
mod m2405 { pub const Q: usize = 2405; }
mod m2406 { pub const Q: usize = 2406; }
mod m2407 { pub const Q: usize = 2407; }
mod m2408 { pub const Q: usize = 2408; }
mod m2409 { pub const Q: usize = 2409; }
mod m2410 { pub const Q: usize = 2410; }
mod m2411 { pub const Q: usize = 2411; }
mod m2412 { pub const Q: usize = 2412; }
mod m2413 { pub const Q: usize = 2413; }
mod m2414 { pub const Q: usize = 2414; }
mod m2415 { pub const Q: usize = 2415; }
mod m2416 { pub const Q: usize = 2416; }
mod m2417 { pub const Q: usize = 2417; }
mod m2418 { pub const Q: usize = 2418; }
mod m2419 { pub const Q: usize = 2419; }
mod m2420 { pub const Q: usize = 2420; }
mod m2421 { pub const Q: usize = 2421; }
mod m2422 { pub const Q: usize = 2422; }
mod m2423 { pub const Q: usize = 2423; }
mod m2424 { pub const Q: usize = 2424; }
mod m2425 { pub const Q: usize = 2425; }
mod m2426 { pub const Q: usize = 2426; }
mod m2427 { pub const Q: usize = 2427; }
mod m2428 { pub const Q: usize = 2428; }
mod m2429 { pub const Q: usize = 2429; }
mod m2430 { pub const Q: usize = 2430; }
mod m2431 { pub const Q: usize = 2431; }
mod m2432 { pub const Q: usize = 2432; }
mod m2433 { pub const Q: usize = 2433; }
mod m2434 { pub const Q: usize = 2434; }
mod m2435 { pub const Q: usize = 2435; }
mod m2436 { pub const Q: usize = 2436; }
mod m2437 { pub const Q: usize = 2437; }
mod m2438 { pub const Q: usize = 2438; }
mod m2439 { pub const Q: usize = 2439; }
mod m2440 { pub const Q: usize = 2440; }
mod m2441 { pub const Q: usize = 2441; }
mod m2442 { pub const Q: usize = 2442; }
mod m2443 { pub const Q: usize = 2443; }
mod m2444 { pub const Q: usize = 2444; }
mod m2445 { pub const Q: usize = 2445; }
mod m2446 { pub const Q: usize = 2446; }
mod m2447 { pub const Q: usize = 2447; }
mod m2448 { pub const Q: usize = 2448; }
mod m2449 { pub const Q: usize = 2449; }
mod m2450 { pub const Q: usize = 2450; }
mod m2451 { pub const Q: usize = 2451; }
mod m2452 { pub const Q: usize = 2452; }
mod m2453 { pub const Q: usize = 2453; }
mod m2454 { pub const Q: usize = 2454; }
mod m2455 { pub const Q: usize = 2455; }
mod m2456 { pub const Q: usize = 2456; }
mod m2457 { pub const Q: usize = 2457; }
mod m2458 { pub const Q: usize = 2458; }
mod m2459 { pub const Q: usize = 2459; }
mod m2460 { pub const Q: usize = 2460; }
mod m2461 { pub const Q: usize = 2461; }
mod m2462 { pub const Q: usize = 2462; }
mod m2463 { pub const Q: usize = 2463; }
mod m2464 { pub const Q: usize = 2464; }
mod m2465 { pub const Q: usize = 2465; }
mod m2466 { pub const Q: usize = 2466; }
mod m2467 { pub const Q: usize = 2467; }
mod m2468 { pub const Q: usize = 2468; }
mod m2469 { pub const Q: usize = 2469; }
mod m2470 { pub const Q: usize = 2470; }
mod m2471 { pub const Q: usize = 2471; }
mod m2472 { pub const Q: usize = 2472; }
mod m2473 { pub const Q: usize = 2473; }
mod m2474 { pub const Q: usize = 2474; }
mod m2475 { pub const Q: usize = 2475; }
mod m2476 { pub const Q: usize = 2476; }
mod m2477 { pub const Q: usize = 2477; }
mod m2478 { pub const Q: usize = 2478; }
mod m2479 { pub const Q: usize = 2479; }
mod m2480 { pub const Q: usize = 2480; }
mod m2481 { pub const Q: usize = 2481; }
mod m2482 { pub const Q: usize = 2482; }
mod m2483 { pub const Q: usize = 2483; }
mod m2484 { pub const Q: usize = 2484; }
mod m2485 { pub const Q: usize = 2485; }
mod m2486 { pub const Q: usize = 2486; }
mod m2487 { pub const Q: usize = 2487; }
mod m2488 { pub const Q: usize = 2488; }
mod m2489 { pub const Q: usize = 2489; }
mod m2490 { pub const Q: usize = 2490; }
mod m2491 { pub const Q: usize = 2491; }
mod m2492 { pub const Q: usize = 2492; }
mod m2493 { pub const Q: usize = 2493; }
mod m2494 { pub const Q: usize = 2494; }
mod m2495 { pub const Q: usize = 2495; }
mod m2496 { pub const Q: usize = 2496; }
mod m2497 { pub const Q: usize = 2497; }
mod m2498 { pub const Q: usize = 2498; }
mod m2499 { pub const Q: usize = 2499; }
mod m2500 { pub const Q: usize = 2500; }
mod m2501 { pub const Q: usize = 2501; }
mod m2502 { pub const Q: usize = 2502; }
mod m2503 { pub const Q: usize = 2503; }
mod m2504 { pub const Q: usize = 2504; }
mod m2505 { pub const Q: usize = 2505; }
mod m2506 { pub const Q: usize = 2506; }
mod m2507 { pub const Q: usize = 2507; }
mod m2508 { pub const Q: usize = 2508; }
mod m2509 { pub const Q: usize = 2509; }
mod m2510 { pub const Q: usize = 2510; }
mod m2511 { pub const Q: usize = 2511; }
mod m2512 { pub const Q: usize = 2512; }
mod m2513 { pub const Q: usize = 2513; }
mod m2514 { pub const Q: usize = 2514; }
mod m2515 { pub const Q: usize = 2515; }
mod m2516 { pub const Q: usize = 2516; }
mod m2517 { pub const Q: usize = 2517; }
mod m2518 { pub const Q: usize = 2518; }
mod m2519 { pub const Q: usize = 2519; }
mod m2520 { pub const Q: usize = 2520; }
mod m2521 { pub const Q: usize = 2521; }
mod m2522 { pub const Q: usize = 2522; }
mod m2523 { pub const Q: usize = 2523; }
mod m2524 { pub const Q: usize = 2524; }
mod m2525 { pub const Q: usize = 2525; }
mod m2526 { pub const Q: usize = 2526; }
mod m2527 { pub const Q: usize = 2527; }
mod m2528 { pub const Q: usize = 2528; }
mod m2529 { pub const Q: usize = 2529; }
mod m2530 { pub const Q: usize = 2530; }
mod m2531 { pub const Q: usize = 2531; }
mod m2532 { pub const Q: usize = 2532; }
mod m2533 { pub const Q: usize = 2533; }
mod m2534 { pub const Q: usize = 2534; }
mod m2535 { pub const Q: usize = 2535; }
mod m2536 { pub const Q: usize = 2536; }
mod m2537 { pub const Q: usize = 2537; }
mod m2538 { pub const Q: usize = 2538; }
mod m2539 { pub const Q: usize = 2539; }
mod m2540 { pub const Q: usize = 2540; }
mod m2541 { pub const Q: usize = 2541; }
mod m2542 { pub const Q: usize = 2542; }
mod m2543 { pub const Q: usize = 2543; }
mod m2544 { pub const Q: usize = 2544; }
mod m2545 { pub const Q: usize = 2545; }
mod m2546 { pub const Q: usize = 2546; }
mod m2547 { pub const Q: usize = 2547; }
mod m2548 { pub const Q: usize = 2548; }
mod m2549 { pub const Q: usize = 2549; }
mod m2550 { pub const Q: usize = 2550; }
mod m2551 { pub const Q: usize = 2551; }
mod m2552 { pub const Q: usize = 2552; }
mod m2553 { pub const Q: usize = 2553; }
mod m2554 { pub const Q: usize = 2554; }
mod m2555 { pub const Q: usize = 2555; }
mod m2556 { pub const Q: usize = 2556; }
mod m2557 { pub const Q: usize = 2557; }
mod m2558 { pub const Q: usize = 2558; }
mod m2559 { pub const Q: usize = 2559; }
mod m2560 { pub const Q: usize = 2560; }
mod m2561 { pub const Q: usize = 2561; }
mod m2562 { pub const Q: usize = 2562; }
mod m2563 { pub const Q: usize = 2563; }
mod m2564 { pub const Q: usize = 2564; }
mod m2565 { pub const Q: usize = 2565; }
mod m2566 { pub const Q: usize = 2566; }
mod m2567 { pub const Q: usize = 2567; }
mod m2568 { pub const Q: usize = 2568; }
mod m2569 { pub const Q: usize = 2569; }
mod m2570 { pub const Q: usize = 2570; }
mod m2571 { pub const Q: usize = 2571; }
mod m2572 { pub const Q: usize = 2572; }
mod m2573 { pub const Q: usize = 2573; }
mod m2574 { pub const Q: usize = 2574; }
mod m2575 { pub const Q: usize = 2575; }
mod m2576 { pub const Q: usize = 2576; }
mod m2577 { pub const Q: usize = 2577; }
mod m2578 { pub const Q: usize = 2578; }
mod m2579 { pub const Q: usize = 2579; }
mod m2580 { pub const Q: usize = 2580; }
mod m2581 { pub const Q: usize = 2581; }
mod m2582 { pub const Q: usize = 2582; }
mod m2583 { pub const Q: usize = 2583; }
mod m2584 { pub const Q: usize = 2584; }
mod m2585 { pub const Q: usize = 2585; }
mod m2586 { pub const Q: usize = 2586; }
mod m2587 { pub const Q: usize = 2587; }
mod m2588 { pub const Q: usize = 2588; }
mod m2589 { pub const Q: usize = 2589; }
mod m2590 { pub const Q: usize = 2590; }
mod m2591 { pub const Q: usize = 2591; }
mod m2592 { pub const Q: usize = 2592; }
mod m2593 { pub const Q: usize = 2593; }
mod m2594 { pub const Q: usize = 2594; }
mod m2595 { pub const Q: usize = 2595; }
mod m2596 { pub const Q: usize = 2596; }
mod m2597 { pub const Q: usize = 2597; }
mod m2598 { pub const Q: usize = 2598; }
mod m2599 { pub const Q: usize = 2599; }
mod m2600 { pub const Q: usize = 2600; }
mod m2601 { pub const Q: usize = 2601; }
mod m2602 { pub const Q: usize = 2602; }
mod m2603 { pub const Q: usize = 2603; }
mod m2604 { pub const Q: usize = 2604; }
mod m2605 { pub const Q: usize = 2605; }
mod m2606 { pub const Q: usize = 2606; }
mod m2607 { pub const Q: usize = 2607; }
mod m2608 { pub const Q: usize = 2608; }
mod m2609 { pub const Q: usize = 2609; }
mod m2610 { pub const Q: usize = 2610; }
mod m2611 { pub const Q: usize = 2611; }
mod m2612 { pub const Q: usize = 2612; }
mod m2613 { pub const Q: usize = 2613; }
mod m2614 { pub const Q: usize = 2614; }
mod m2615 { pub const Q: usize = 2615; }
mod m2616 { pub const Q: usize = 2616; }
mod m2617 { pub const Q: usize = 2617; }
mod m2618 { pub const Q: usize = 2618; }
mod m2619 { pub const Q: usize = 2619; }
mod m2620 { pub const Q: usize = 2620; }
mod m2621 { pub const Q: usize = 2621; }
mod m2622 { pub const Q: usize = 2622; }
mod m2623 { pub const Q: usize = 2623; }
mod m2624 { pub const Q: usize = 2624; }
mod m2625 { pub const Q: usize = 2625; }
mod m2626 { pub const Q: usize = 2626; }
mod m2627 { pub const Q: usize = 2627; }
mod m2628 { pub const Q: usize = 2628; }
mod m2629 { pub const Q: usize = 2629; }
mod m2630 { pub const Q: usize = 2630; }
mod m2631 { pub const Q: usize = 2631; }
mod m2632 { pub const Q: usize = 2632; }
mod m2633 { pub const Q: usize = 2633; }
mod m2634 { pub const Q: usize = 2634; }
mod m2635 { pub const Q: usize = 2635; }
mod m2636 { pub const Q: usize = 2636; }
mod m2637 { pub const Q: usize = 2637; }
mod m2638 { pub const Q: usize = 2638; }
mod m2639 { pub const Q: usize = 2639; }
mod m2640 { pub const Q: usize = 2640; }
mod m2641 { pub const Q: usize = 2641; }
mod m2642 { pub const Q: usize = 2642; }
mod m2643 { pub const Q: usize = 2643; }
mod m2644 { pub const Q: usize = 2644; }
mod m2645 { pub const Q: usize = 2645; }
mod m2646 { pub const Q: usize = 2646; }
mod m2647 { pub const Q: usize = 2647; }
mod m2648 { pub const Q: usize = 2648; }
mod m2649 { pub const Q: usize = 2649; }
mod m2650 { pub const Q: usize = 2650; }
mod m2651 { pub const Q: usize = 2651; }
mod m2652 { pub const Q: usize = 2652; }
mod m2653 { pub const Q: usize = 2653; }
mod m2654 { pub const Q: usize = 2654; }
mod m2655 { pub const Q: usize = 2655; }
mod m2656 { pub const Q: usize = 2656; }
mod m2657 { pub const Q: usize = 2657; }
mod m2658 { pub const Q: usize = 2658; }
mod m2659 { pub const Q: usize = 2659; }
mod m2660 { pub const Q: usize = 2660; }
mod m2661 { pub const Q: usize = 2661; }
mod m2662 { pub const Q: usize = 2662; }
mod m2663 { pub const Q: usize = 2663; }
mod m2664 { pub const Q: usize = 2664; }
mod m2665 { pub const Q: usize = 2665; }
mod m2666 { pub const Q: usize = 2666; }
mod m2667 { pub const Q: usize = 2667; }
mod m2668 { pub const Q: usize = 2668; }
mod m2669 { pub const Q: usize = 2669; }
mod m2670 { pub const Q: usize = 2670; }
mod m2671 { pub const Q: usize = 2671; }
mod m2672 { pub const Q: usize = 2672; }
mod m2673 { pub const Q: usize = 2673; }
mod m2674 { pub const Q: usize = 2674; }
mod m2675 { pub const Q: usize = 2675; }
mod m2676 { pub const Q: usize = 2676; }
mod m2677 { pub const Q: usize = 2677; }
mod m2678 { pub const Q: usize = 2678; }
mod m2679 { pub const Q: usize = 2679; }
mod m2680 { pub const Q: usize = 2680; }
mod m2681 { pub const Q: usize = 2681; }
mod m2682 { pub const Q: usize = 2682; }
mod m2683 { pub const Q: usize = 2683; }
mod m2684 { pub const Q: usize = 2684; }
mod m2685 { pub const Q: usize = 2685; }
mod m2686 { pub const Q: usize = 2686; }
mod m2687 { pub const Q: usize = 2687; }
mod m2688 { pub const Q: usize = 2688; }
mod m2689 { pub const Q: usize = 2689; }
mod m2690 { pub const Q: usize = 2690; }
mod m2691 { pub const Q: usize = 2691; }
mod m2692 { pub const Q: usize = 2692; }
mod m2693 { pub const Q: usize = 2693; }
mod m2694 { pub const Q: usize = 2694; }
mod m2695 { pub const Q: usize = 2695; }
mod m2696 { pub const Q: usize = 2696; }
mod m2697 { pub const Q: usize = 2697; }
mod m2698 { pub const Q: usize = 2698; }
mod m2699 { pub const Q: usize = 2699; }
mod m2700 { pub const Q: usize = 2700; }
mod m2701 { pub const Q: usize = 2701; }
mod m2702 { pub const Q: usize = 2702; }
mod m2703 { pub const Q: usize = 2703; }
mod m2704 { pub const Q: usize = 2704; }
mod m2705 { pub const Q: usize = 2705; }
mod m2706 { pub const Q: usize = 2706; }
mod m2707 { pub const Q: usize = 2707; }
mod m2708 { pub const Q: usize = 2708; }
mod m2709 { pub const Q: usize = 2709; }
mod m2710 { pub const Q: usize = 2710; }
mod m2711 { pub const Q: usize = 2711; }
mod m2712 { pub const Q: usize = 2712; }
mod m2713 { pub const Q: usize = 2713; }
mod m2714 { pub const Q: usize = 2714; }
mod m2715 { pub const Q: usize = 2715; }
mod m2716 { pub const Q: usize = 2716; }
mod m2717 { pub const Q: usize = 2717; }
mod m2718 { pub const Q: usize = 2718; }
mod m2719 { pub const Q: usize = 2719; }
mod m2720 { pub const Q: usize = 2720; }
mod m2721 { pub const Q: usize = 2721; }
mod m2722 { pub const Q: usize = 2722; }
mod m2723 { pub const Q: usize = 2723; }
mod m2724 { pub const Q: usize = 2724; }
mod m2725 { pub const Q: usize = 2725; }
mod m2726 { pub const Q: usize = 2726; }
mod m2727 { pub const Q: usize = 2727; }
mod m2728 { pub const Q: usize = 2728; }
mod m2729 { pub const Q: usize = 2729; }
mod m2730 { pub const Q: usize = 2730; }
mod m2731 { pub const Q: usize = 2731; }
mod m2732 { pub const Q: usize = 2732; }
mod m2733 { pub const Q: usize = 2733; }
mod m2734 { pub const Q: usize = 2734; }
mod m2735 { pub const Q: usize = 2735; }
mod m2736 { pub const Q: usize = 2736; }
mod m2737 { pub const Q: usize = 2737; }
mod m2738 { pub const Q: usize = 2738; }
mod m2739 { pub const Q: usize = 2739; }
mod m2740 { pub const Q: usize = 2740; }
mod m2741 { pub const Q: usize = 2741; }
mod m2742 { pub const Q: usize = 2742; }
mod m2743 { pub const Q: usize = 2743; }
mod m2744 { pub const Q: usize = 2744; }
mod m2745 { pub const Q: usize = 2745; }
mod m2746 { pub const Q: usize = 2746; }
mod m2747 { pub const Q: usize = 2747; }
mod m2748 { pub const Q: usize = 2748; }
mod m2749 { pub const Q: usize = 2749; }
mod m2750 { pub const Q: usize = 2750; }
mod m2751 { pub const Q: usize = 2751; }
mod m2752 { pub const Q: usize = 2752; }
mod m2753 { pub const Q: usize = 2753; }
mod m2754 { pub const Q: usize = 2754; }
mod m2755 { pub const Q: usize = 2755; }
mod m2756 { pub const Q: usize = 2756; }
mod m2757 { pub const Q: usize = 2757; }
mod m2758 { pub const Q: usize = 2758; }
mod m2759 { pub const Q: usize = 2759; }
mod m2760 { pub const Q: usize = 2760; }
mod m2761 { pub const Q: usize = 2761; }
mod m2762 { pub const Q: usize = 2762; }
mod m2763 { pub const Q: usize = 2763; }
mod m2764 { pub const Q: usize = 2764; }
mod m2765 { pub const Q: usize = 2765; }
mod m2766 { pub const Q: usize = 2766; }
mod m2767 { pub const Q: usize = 2767; }
mod m2768 { pub const Q: usize = 2768; }
mod m2769 { pub const Q: usize = 2769; }
mod m2770 { pub const Q: usize = 2770; }
mod m2771 { pub const Q: usize = 2771; }
mod m2772 { pub const Q: usize = 2772; }
mod m2773 { pub const Q: usize = 2773; }
mod m2774 { pub const Q: usize = 2774; }
mod m2775 { pub const Q: usize = 2775; }
mod m2776 { pub const Q: usize = 2776; }
mod m2777 { pub const Q: usize = 2777; }
mod m2778 { pub const Q: usize = 2778; }
mod m2779 { pub const Q: usize = 2779; }
mod m2780 { pub const Q: usize = 2780; }
mod m2781 { pub const Q: usize = 2781; }
mod m2782 { pub const Q: usize = 2782; }
mod m2783 { pub const Q: usize = 2783; }
mod m2784 { pub const Q: usize = 2784; }
mod m2785 { pub const Q: usize = 2785; }
mod m2786 { pub const Q: usize = 2786; }
mod m2787 { pub const Q: usize = 2787; }
mod m2788 { pub const Q: usize = 2788; }
mod m2789 { pub const Q: usize = 2789; }
mod m2790 { pub const Q: usize = 2790; }
mod m2791 { pub const Q: usize = 2791; }
mod m2792 { pub const Q: usize = 2792; }
mod m2793 { pub const Q: usize = 2793; }
mod m2794 { pub const Q: usize = 2794; }
mod m2795 { pub const Q: usize = 2795; }
mod m2796 { pub const Q: usize = 2796; }
mod m2797 { pub const Q: usize = 2797; }
mod m2798 { pub const Q: usize = 2798; }
mod m2799 { pub const Q: usize = 2799; }
mod m2800 { pub const Q: usize = 2800; }
mod m2801 { pub const Q: usize = 2801; }
mod m2802 { pub const Q: usize = 2802; }
mod m2803 { pub const Q: usize = 2803; }
mod m2804 { pub const Q: usize = 2804; }
mod m2805 { pub const Q: usize = 2805; }
mod m2806 { pub const Q: usize = 2806; }
mod m2807 { pub const Q: usize = 2807; }
mod m2808 { pub const Q: usize = 2808; }
mod m2809 { pub const Q: usize = 2809; }
mod m2810 { pub const Q: usize = 2810; }
mod m2811 { pub const Q: usize = 2811; }
mod m2812 { pub const Q: usize = 2812; }
mod m2813 { pub const Q: usize = 2813; }
mod m2814 { pub const Q: usize = 2814; }
mod m2815 { pub const Q: usize = 2815; }
mod m2816 { pub const Q: usize = 2816; }
mod m2817 { pub const Q: usize = 2817; }
mod m2818 { pub const Q: usize = 2818; }
mod m2819 { pub const Q: usize = 2819; }
mod m2820 { pub const Q: usize = 2820; }
mod m2821 { pub const Q: usize = 2821; }
mod m2822 { pub const Q: usize = 2822; }
mod m2823 { pub const Q: usize = 2823; }
mod m2824 { pub const Q: usize = 2824; }
mod m2825 { pub const Q: usize = 2825; }
mod m2826 { pub const Q: usize = 2826; }
mod m2827 { pub const Q: usize = 2827; }
mod m2828 { pub const Q: usize = 2828; }
mod m2829 { pub const Q: usize = 2829; }
mod m2830 { pub const Q: usize = 2830; }
mod m2831 { pub const Q: usize = 2831; }
mod m2832 { pub const Q: usize = 2832; }
mod m2833 { pub const Q: usize = 2833; }
mod m2834 { pub const Q: usize = 2834; }
mod m2835 { pub const Q: usize = 2835; }
mod m2836 { pub const Q: usize = 2836; }
mod m2837 { pub const Q: usize = 2837; }
mod m2838 { pub const Q: usize = 2838; }
mod m2839 { pub const Q: usize = 2839; }
mod m2840 { pub const Q: usize = 2840; }
mod m2841 { pub const Q: usize = 2841; }
mod m2842 { pub const Q: usize = 2842; }
mod m2843 { pub const Q: usize = 2843; }
mod m2844 { pub const Q: usize = 2844; }
mod m2845 { pub const Q: usize = 2845; }
mod m2846 { pub const Q: usize = 2846; }
mod m2847 { pub const Q: usize = 2847; }
mod m2848 { pub const Q: usize = 2848; }
mod m2849 { pub const Q: usize = 2849; }
mod m2850 { pub const Q: usize = 2850; }
mod m2851 { pub const Q: usize = 2851; }
mod m2852 { pub const Q: usize = 2852; }
mod m2853 { pub const Q: usize = 2853; }
mod m2854 { pub const Q: usize = 2854; }
mod m2855 { pub const Q: usize = 2855; }
mod m2856 { pub const Q: usize = 2856; }
mod m2857 { pub const Q: usize = 2857; }
mod m2858 { pub const Q: usize = 2858; }
mod m2859 { pub const Q: usize = 2859; }
mod m2860 { pub const Q: usize = 2860; }
mod m2861 { pub const Q: usize = 2861; }
mod m2862 { pub const Q: usize = 2862; }
mod m2863 { pub const Q: usize = 2863; }
mod m2864 { pub const Q: usize = 2864; }
mod m2865 { pub const Q: usize = 2865; }
mod m2866 { pub const Q: usize = 2866; }
mod m2867 { pub const Q: usize = 2867; }
mod m2868 { pub const Q: usize = 2868; }
mod m2869 { pub const Q: usize = 2869; }
mod m2870 { pub const Q: usize = 2870; }
mod m2871 { pub const Q: usize = 2871; }
mod m2872 { pub const Q: usize = 2872; }
mod m2873 { pub const Q: usize = 2873; }
mod m2874 { pub const Q: usize = 2874; }
mod m2875 { pub const Q: usize = 2875; }
mod m2876 { pub const Q: usize = 2876; }
mod m2877 { pub const Q: usize = 2877; }
mod m2878 { pub const Q: usize = 2878; }
mod m2879 { pub const Q: usize = 2879; }
mod m2880 { pub const Q: usize = 2880; }
mod m2881 { pub const Q: usize = 2881; }
mod m2882 { pub const Q: usize = 2882; }
mod m2883 { pub const Q: usize = 2883; }
mod m2884 { pub const Q: usize = 2884; }
mod m2885 { pub const Q: usize = 2885; }
mod m2886 { pub const Q: usize = 2886; }
mod m2887 { pub const Q: usize = 2887; }
mod m2888 { pub const Q: usize = 2888; }
mod m2889 { pub const Q: usize = 2889; }
mod m2890 { pub const Q: usize = 2890; }
mod m2891 { pub const Q: usize = 2891; }
mod m2892 { pub const Q: usize = 2892; }
mod m2893 { pub const Q: usize = 2893; }
mod m2894 { pub const Q: usize = 2894; }
mod m2895 { pub const Q: usize = 2895; }
mod m2896 { pub const Q: usize = 2896; }
mod m2897 { pub const Q: usize = 2897; }
mod m2898 { pub const Q: usize = 2898; }
mod m2899 { pub const Q: usize = 2899; }
mod m2900 { pub const Q: usize = 2900; }
mod m2901 { pub const Q: usize = 2901; }
mod m2902 { pub const Q: usize = 2902; }
mod m2903 { pub const Q: usize = 2903; }
mod m2904 { pub const Q: usize = 2904; }
mod m2905 { pub const Q: usize = 2905; }
mod m2906 { pub const Q: usize = 2906; }
mod m2907 { pub const Q: usize = 2907; }
mod m2908 { pub const Q: usize = 2908; }
mod m2909 { pub const Q: usize = 2909; }
mod m2910 { pub const Q: usize = 2910; }
mod m2911 { pub const Q: usize = 2911; }
mod m2912 { pub const Q: usize = 2912; }
mod m2913 { pub const Q: usize = 2913; }
mod m2914 { pub const Q: usize = 2914; }
mod m2915 { pub const Q: usize = 2915; }
mod m2916 { pub const Q: usize = 2916; }
mod m2917 { pub const Q: usize = 2917; }
mod m2918 { pub const Q: usize = 2918; }
mod m2919 { pub const Q: usize = 2919; }
mod m2920 { pub const Q: usize = 2920; }
mod m2921 { pub const Q: usize = 2921; }
mod m2922 { pub const Q: usize = 2922; }
mod m2923 { pub const Q: usize = 2923; }
mod m2924 { pub const Q: usize = 2924; }
mod m2925 { pub const Q: usize = 2925; }
mod m2926 { pub const Q: usize = 2926; }
mod m2927 { pub const Q: usize = 2927; }
mod m2928 { pub const Q: usize = 2928; }
mod m2929 { pub const Q: usize = 2929; }
mod m2930 { pub const Q: usize = 2930; }
mod m2931 { pub const Q: usize = 2931; }
mod m2932 { pub const Q: usize = 2932; }
mod m2933 { pub const Q: usize = 2933; }
mod m2934 { pub const Q: usize = 2934; }
mod m2935 { pub const Q: usize = 2935; }
mod m2936 { pub const Q: usize = 2936; }
mod m2937 { pub const Q: usize = 2937; }
mod m2938 { pub const Q: usize = 2938; }
mod m2939 { pub const Q: usize = 2939; }
mod m2940 { pub const Q: usize = 2940; }
mod m2941 { pub const Q: usize = 2941; }
mod m2942 { pub const Q: usize = 2942; }
mod m2943 { pub const Q: usize = 2943; }
mod m2944 { pub const Q: usize = 2944; }
mod m2945 { pub const Q: usize = 2945; }
mod m2946 { pub const Q: usize = 2946; }
mod m2947 { pub const Q: usize = 2947; }
mod m2948 { pub const Q: usize = 2948; }
mod m2949 { pub const Q: usize = 2949; }
mod m2950 { pub const Q: usize = 2950; }
mod m2951 { pub const Q: usize = 2951; }
mod m2952 { pub const Q: usize = 2952; }
mod m2953 { pub const Q: usize = 2953; }
mod m2954 { pub const Q: usize = 2954; }
mod m2955 { pub const Q: usize = 2955; }
mod m2956 { pub const Q: usize = 2956; }
mod m2957 { pub const Q: usize = 2957; }
mod m2958 { pub const Q: usize = 2958; }
mod m2959 { pub const Q: usize = 2959; }
mod m2960 { pub const Q: usize = 2960; }
mod m2961 { pub const Q: usize = 2961; }
mod m2962 { pub const Q: usize = 2962; }
mod m2963 { pub const Q: usize = 2963; }
mod m2964 { pub const Q: usize = 2964; }
mod m2965 { pub const Q: usize = 2965; }
mod m2966 { pub const Q: usize = 2966; }
mod m2967 { pub const Q: usize = 2967; }
mod m2968 { pub const Q: usize = 2968; }
mod m2969 { pub const Q: usize = 2969; }
mod m2970 { pub const Q: usize = 2970; }
mod m2971 { pub const Q: usize = 2971; }
mod m2972 { pub const Q: usize = 2972; }
mod m2973 { pub const Q: usize = 2973; }
mod m2974 { pub const Q: usize = 2974; }
mod m2975 { pub const Q: usize = 2975; }
mod m2976 { pub const Q: usize = 2976; }
mod m2977 { pub const Q: usize = 2977; }
mod m2978 { pub const Q: usize = 2978; }
mod m2979 { pub const Q: usize = 2979; }
mod m2980 { pub const Q: usize = 2980; }
mod m2981 { pub const Q: usize = 2981; }
mod m2982 { pub const Q: usize = 2982; }
mod m2983 { pub const Q: usize = 2983; }
mod m2984 { pub const Q: usize = 2984; }
mod m2985 { pub const Q: usize = 2985; }
mod m2986 { pub const Q: usize = 2986; }
mod m2987 { pub const Q: usize = 2987; }
mod m2988 { pub const Q: usize = 2988; }
mod m2989 { pub const Q: usize = 2989; }
mod m2990 { pub const Q: usize = 2990; }
mod m2991 { pub const Q: usize = 2991; }
mod m2992 { pub const Q: usize = 2992; }
mod m2993 { pub const Q: usize = 2993; }
mod m2994 { pub const Q: usize = 2994; }
mod m2995 { pub const Q: usize = 2995; }
mod m2996 { pub const Q: usize = 2996; }
mod m2997 { pub const Q: usize = 2997; }
mod m2998 { pub const Q: usize = 2998; }
mod m2999 { pub const Q: usize = 2999; }
mod m3000 { pub const Q: usize = 3000; }
mod m3001 { pub const Q: usize = 3001; }
mod m3002 { pub const Q: usize = 3002; }
mod m3003 { pub const Q: usize = 3003; }
mod m3004 { pub const Q: usize = 3004; }
mod m3005 { pub const Q: usize = 3005; }
mod m3006 { pub const Q: usize = 3006; }
mod m3007 { pub const Q: usize = 3007; }
mod m3008 { pub const Q: usize = 3008; }
mod m3009 { pub const Q: usize = 3009; }
mod m3010 { pub const Q: usize = 3010; }
mod m3011 { pub const Q: usize = 3011; }
mod m3012 { pub const Q: usize = 3012; }
mod m3013 { pub const Q: usize = 3013; }
mod m3014 { pub const Q: usize = 3014; }
mod m3015 { pub const Q: usize = 3015; }
mod m3016 { pub const Q: usize = 3016; }
mod m3017 { pub const Q: usize = 3017; }
mod m3018 { pub const Q: usize = 3018; }
mod m3019 { pub const Q: usize = 3019; }
mod m3020 { pub const Q: usize = 3020; }
mod m3021 { pub const Q: usize = 3021; }
mod m3022 { pub const Q: usize = 3022; }
mod m3023 { pub const Q: usize = 3023; }
mod m3024 { pub const Q: usize = 3024; }
mod m3025 { pub const Q: usize = 3025; }
mod m3026 { pub const Q: usize = 3026; }
mod m3027 { pub const Q: usize = 3027; }
mod m3028 { pub const Q: usize = 3028; }
mod m3029 { pub const Q: usize = 3029; }
mod m3030 { pub const Q: usize = 3030; }
mod m3031 { pub const Q: usize = 3031; }
mod m3032 { pub const Q: usize = 3032; }
mod m3033 { pub const Q: usize = 3033; }
mod m3034 { pub const Q: usize = 3034; }
mod m3035 { pub const Q: usize = 3035; }
mod m3036 { pub const Q: usize = 3036; }
mod m3037 { pub const Q: usize = 3037; }
mod m3038 { pub const Q: usize = 3038; }
mod m3039 { pub const Q: usize = 3039; }
mod m3040 { pub const Q: usize = 3040; }
mod m3041 { pub const Q: usize = 3041; }
mod m3042 { pub const Q: usize = 3042; }
mod m3043 { pub const Q: usize = 3043; }
mod m3044 { pub const Q: usize = 3044; }
mod m3045 { pub const Q: usize = 3045; }
mod m3046 { pub const Q: usize = 3046; }
mod m3047 { pub const Q: usize = 3047; }
mod m3048 { pub const Q: usize = 3048; }
mod m3049 { pub const Q: usize = 3049; }
mod m3050 { pub const Q: usize = 3050; }
mod m3051 { pub const Q: usize = 3051; }
mod m3052 { pub const Q: usize = 3052; }
mod m3053 { pub const Q: usize = 3053; }
mod m3054 { pub const Q: usize = 3054; }
mod m3055 { pub const Q: usize = 3055; }
mod m3056 { pub const Q: usize = 3056; }
mod m3057 { pub const Q: usize = 3057; }
mod m3058 { pub const Q: usize = 3058; }
mod m3059 { pub const Q: usize = 3059; }
mod m3060 { pub const Q: usize = 3060; }
mod m3061 { pub const Q: usize = 3061; }
mod m3062 { pub const Q: usize = 3062; }
mod m3063 { pub const Q: usize = 3063; }
mod m3064 { pub const Q: usize = 3064; }
mod m3065 { pub const Q: usize = 3065; }
mod m3066 { pub const Q: usize = 3066; }
mod m3067 { pub const Q: usize = 3067; }
mod m3068 { pub const Q: usize = 3068; }
mod m3069 { pub const Q: usize = 3069; }
mod m3070 { pub const Q: usize = 3070; }
mod m3071 { pub const Q: usize = 3071; }
mod m3072 { pub const Q: usize = 3072; }
mod m3073 { pub const Q: usize = 3073; }
mod m3074 { pub const Q: usize = 3074; }
mod m3075 { pub const Q: usize = 3075; }
mod m3076 { pub const Q: usize = 3076; }
mod m3077 { pub const Q: usize = 3077; }
mod m3078 { pub const Q: usize = 3078; }
mod m3079 { pub const Q: usize = 3079; }
mod m3080 { pub const Q: usize = 3080; }
mod m3081 { pub const Q: usize = 3081; }
mod m3082 { pub const Q: usize = 3082; }
mod m3083 { pub const Q: usize = 3083; }
mod m3084 { pub const Q: usize = 3084; }
mod m3085 { pub const Q: usize = 3085; }
mod m3086 { pub const Q: usize = 3086; }
mod m3087 { pub const Q: usize = 3087; }
mod m3088 { pub const Q: usize = 3088; }
mod m3089 { pub const Q: usize = 3089; }
mod m3090 { pub const Q: usize = 3090; }
mod m3091 { pub const Q: usize = 3091; }
mod m3092 { pub const Q: usize = 3092; }
mod m3093 { pub const Q: usize = 3093; }
mod m3094 { pub const Q: usize = 3094; }
mod m3095 { pub const Q: usize = 3095; }
mod m3096 { pub const Q: usize = 3096; }
mod m3097 { pub const Q: usize = 3097; }
mod m3098 { pub const Q: usize = 3098; }
mod m3099 { pub const Q: usize = 3099; }
mod m3100 { pub const Q: usize = 3100; }
mod m3101 { pub const Q: usize = 3101; }
mod m3102 { pub const Q: usize = 3102; }
mod m3103 { pub const Q: usize = 3103; }
mod m3104 { pub const Q: usize = 3104; }
mod m3105 { pub const Q: usize = 3105; }
mod m3106 { pub const Q: usize = 3106; }
mod m3107 { pub const Q: usize = 3107; }
mod m3108 { pub const Q: usize = 3108; }
mod m3109 { pub const Q: usize = 3109; }
mod m3110 { pub const Q: usize = 3110; }
mod m3111 { pub const Q: usize = 3111; }
mod m3112 { pub const Q: usize = 3112; }
mod m3113 { pub const Q: usize = 3113; }
mod m3114 { pub const Q: usize = 3114; }
mod m3115 { pub const Q: usize = 3115; }
mod m3116 { pub const Q: usize = 3116; }
mod m3117 { pub const Q: usize = 3117; }
mod m3118 { pub const Q: usize = 3118; }
mod m3119 { pub const Q: usize = 3119; }
mod m3120 { pub const Q: usize = 3120; }
mod m3121 { pub const Q: usize = 3121; }
mod m3122 { pub const Q: usize = 3122; }
mod m3123 { pub const Q: usize = 3123; }
mod m3124 { pub const Q: usize = 3124; }
mod m3125 { pub const Q: usize = 3125; }
mod m3126 { pub const Q: usize = 3126; }
mod m3127 { pub const Q: usize = 3127; }
mod m3128 { pub const Q: usize = 3128; }
mod m3129 { pub const Q: usize = 3129; }
mod m3130 { pub const Q: usize = 3130; }
mod m3131 { pub const Q: usize = 3131; }
mod m3132 { pub const Q: usize = 3132; }
mod m3133 { pub const Q: usize = 3133; }
mod m3134 { pub const Q: usize = 3134; }
mod m3135 { pub const Q: usize = 3135; }
mod m3136 { pub const Q: usize = 3136; }
mod m3137 { pub const Q: usize = 3137; }
mod m3138 { pub const Q: usize = 3138; }
mod m3139 { pub const Q: usize = 3139; }
mod m3140 { pub const Q: usize = 3140; }
mod m3141 { pub const Q: usize = 3141; }
mod m3142 { pub const Q: usize = 3142; }
mod m3143 { pub const Q: usize = 3143; }
mod m3144 { pub const Q: usize = 3144; }
mod m3145 { pub const Q: usize = 3145; }
mod m3146 { pub const Q: usize = 3146; }
mod m3147 { pub const Q: usize = 3147; }
mod m3148 { pub const Q: usize = 3148; }
mod m3149 { pub const Q: usize = 3149; }
mod m3150 { pub const Q: usize = 3150; }
mod m3151 { pub const Q: usize = 3151; }
mod m3152 { pub const Q: usize = 3152; }
mod m3153 { pub const Q: usize = 3153; }
mod m3154 { pub const Q: usize = 3154; }
mod m3155 { pub const Q: usize = 3155; }
mod m3156 { pub const Q: usize = 3156; }
mod m3157 { pub const Q: usize = 3157; }
mod m3158 { pub const Q: usize = 3158; }
mod m3159 { pub const Q: usize = 3159; }
mod m3160 { pub const Q: usize = 3160; }
mod m3161 { pub const Q: usize = 3161; }
mod m3162 { pub const Q: usize = 3162; }
mod m3163 { pub const Q: usize = 3163; }
mod m3164 { pub const Q: usize = 3164; }
mod m3165 { pub const Q: usize = 3165; }
mod m3166 { pub const Q: usize = 3166; }
mod m3167 { pub const Q: usize = 3167; }
mod m3168 { pub const Q: usize = 3168; }
mod m3169 { pub const Q: usize = 3169; }
mod m3170 { pub const Q: usize = 3170; }
mod m3171 { pub const Q: usize = 3171; }
mod m3172 { pub const Q: usize = 3172; }
mod m3173 { pub const Q: usize = 3173; }
mod m3174 { pub const Q: usize = 3174; }
mod m3175 { pub const Q: usize = 3175; }
mod m3176 { pub const Q: usize = 3176; }
mod m3177 { pub const Q: usize = 3177; }
mod m3178 { pub const Q: usize = 3178; }
mod m3179 { pub const Q: usize = 3179; }
mod m3180 { pub const Q: usize = 3180; }
mod m3181 { pub const Q: usize = 3181; }
mod m3182 { pub const Q: usize = 3182; }
mod m3183 { pub const Q: usize = 3183; }
mod m3184 { pub const Q: usize = 3184; }
mod m3185 { pub const Q: usize = 3185; }
mod m3186 { pub const Q: usize = 3186; }
mod m3187 { pub const Q: usize = 3187; }
mod m3188 { pub const Q: usize = 3188; }
mod m3189 { pub const Q: usize = 3189; }
mod m3190 { pub const Q: usize = 3190; }
mod m3191 { pub const Q: usize = 3191; }
mod m3192 { pub const Q: usize = 3192; }
mod m3193 { pub const Q: usize = 3193; }
mod m3194 { pub const Q: usize = 3194; }
mod m3195 { pub const Q: usize = 3195; }
mod m3196 { pub const Q: usize = 3196; }
mod m3197 { pub const Q: usize = 3197; }
mod m3198 { pub const Q: usize = 3198; }
mod m3199 { pub const Q: usize = 3199; }
mod m3200 { pub const Q: usize = 3200; }
mod m3201 { pub const Q: usize = 3201; }
mod m3202 { pub const Q: usize = 3202; }
mod m3203 { pub const Q: usize = 3203; }
mod m3204 { pub const Q: usize = 3204; }
mod m3205 { pub const Q: usize = 3205; }
mod m3206 { pub const Q: usize = 3206; }
mod m3207 { pub const Q: usize = 3207; }
mod m3208 { pub const Q: usize = 3208; }
mod m3209 { pub const Q: usize = 3209; }
mod m3210 { pub const Q: usize = 3210; }
mod m3211 { pub const Q: usize = 3211; }
mod m3212 { pub const Q: usize = 3212; }
mod m3213 { pub const Q: usize = 3213; }
mod m3214 { pub const Q: usize = 3214; }
mod m3215 { pub const Q: usize = 3215; }
mod m3216 { pub const Q: usize = 3216; }
mod m3217 { pub const Q: usize = 3217; }
mod m3218 { pub const Q: usize = 3218; }
mod m3219 { pub const Q: usize = 3219; }
mod m3220 { pub const Q: usize = 3220; }
mod m3221 { pub const Q: usize = 3221; }
mod m3222 { pub const Q: usize = 3222; }
mod m3223 { pub const Q: usize = 3223; }
mod m3224 { pub const Q: usize = 3224; }
mod m3225 { pub const Q: usize = 3225; }
mod m3226 { pub const Q: usize = 3226; }
mod m3227 { pub const Q: usize = 3227; }
mod m3228 { pub const Q: usize = 3228; }
mod m3229 { pub const Q: usize = 3229; }
mod m3230 { pub const Q: usize = 3230; }
mod m3231 { pub const Q: usize = 3231; }
mod m3232 { pub const Q: usize = 3232; }
mod m3233 { pub const Q: usize = 3233; }
mod m3234 { pub const Q: usize = 3234; }
mod m3235 { pub const Q: usize = 3235; }
mod m3236 { pub const Q: usize = 3236; }
mod m3237 { pub const Q: usize = 3237; }
mod m3238 { pub const Q: usize = 3238; }
mod m3239 { pub const Q: usize = 3239; }
mod m3240 { pub const Q: usize = 3240; }
mod m3241 { pub const Q: usize = 3241; }
mod m3242 { pub const Q: usize = 3242; }
mod m3243 { pub const Q: usize = 3243; }
mod m3244 { pub const Q: usize = 3244; }
mod m3245 { pub const Q: usize = 3245; }
mod m3246 { pub const Q: usize = 3246; }
mod m3247 { pub const Q: usize = 3247; }
mod m3248 { pub const Q: usize = 3248; }
mod m3249 { pub const Q: usize = 3249; }
mod m3250 { pub const Q: usize = 3250; }
mod m3251 { pub const Q: usize = 3251; }
mod m3252 { pub const Q: usize = 3252; }
mod m3253 { pub const Q: usize = 3253; }
mod m3254 { pub const Q: usize = 3254; }
mod m3255 { pub const Q: usize = 3255; }
mod m3256 { pub const Q: usize = 3256; }
mod m3257 { pub const Q: usize = 3257; }
mod m3258 { pub const Q: usize = 3258; }
mod m3259 { pub const Q: usize = 3259; }
mod m3260 { pub const Q: usize = 3260; }
mod m3261 { pub const Q: usize = 3261; }
mod m3262 { pub const Q: usize = 3262; }
mod m3263 { pub const Q: usize = 3263; }
mod m3264 { pub const Q: usize = 3264; }
mod m3265 { pub const Q: usize = 3265; }
mod m3266 { pub const Q: usize = 3266; }
mod m3267 { pub const Q: usize = 3267; }
mod m3268 { pub const Q: usize = 3268; }
mod m3269 { pub const Q: usize = 3269; }
mod m3270 { pub const Q: usize = 3270; }
mod m3271 { pub const Q: usize = 3271; }
mod m3272 { pub const Q: usize = 3272; }
mod m3273 { pub const Q: usize = 3273; }
mod m3274 { pub const Q: usize = 3274; }
mod m3275 { pub const Q: usize = 3275; }
mod m3276 { pub const Q: usize = 3276; }
mod m3277 { pub const Q: usize = 3277; }
mod m3278 { pub const Q: usize = 3278; }
mod m3279 { pub const Q: usize = 3279; }
mod m3280 { pub const Q: usize = 3280; }
mod m3281 { pub const Q: usize = 3281; }
mod m3282 { pub const Q: usize = 3282; }
mod m3283 { pub const Q: usize = 3283; }
mod m3284 { pub const Q: usize = 3284; }
mod m3285 { pub const Q: usize = 3285; }
mod m3286 { pub const Q: usize = 3286; }
mod m3287 { pub const Q: usize = 3287; }
mod m3288 { pub const Q: usize = 3288; }
mod m3289 { pub const Q: usize = 3289; }
mod m3290 { pub const Q: usize = 3290; }
mod m3291 { pub const Q: usize = 3291; }
mod m3292 { pub const Q: usize = 3292; }
mod m3293 { pub const Q: usize = 3293; }
mod m3294 { pub const Q: usize = 3294; }
mod m3295 { pub const Q: usize = 3295; }
mod m3296 { pub const Q: usize = 3296; }
mod m3297 { pub const Q: usize = 3297; }
mod m3298 { pub const Q: usize = 3298; }
mod m3299 { pub const Q: usize = 3299; }
mod m3300 { pub const Q: usize = 3300; }
mod m3301 { pub const Q: usize = 3301; }
mod m3302 { pub const Q: usize = 3302; }
mod m3303 { pub const Q: usize = 3303; }
mod m3304 { pub const Q: usize = 3304; }
mod m3305 { pub const Q: usize = 3305; }
mod m3306 { pub const Q: usize = 3306; }
mod m3307 { pub const Q: usize = 3307; }
mod m3308 { pub const Q: usize = 3308; }
mod m3309 { pub const Q: usize = 3309; }
mod m3310 { pub const Q: usize = 3310; }
mod m3311 { pub const Q: usize = 3311; }
mod m3312 { pub const Q: usize = 3312; }
mod m3313 { pub const Q: usize = 3313; }
mod m3314 { pub const Q: usize = 3314; }
mod m3315 { pub const Q: usize = 3315; }
mod m3316 { pub const Q: usize = 3316; }
mod m3317 { pub const Q: usize = 3317; }
mod m3318 { pub const Q: usize = 3318; }
mod m3319 { pub const Q: usize = 3319; }
mod m3320 { pub const Q: usize = 3320; }
mod m3321 { pub const Q: usize = 3321; }
mod m3322 { pub const Q: usize = 3322; }
mod m3323 { pub const Q: usize = 3323; }
mod m3324 { pub const Q: usize = 3324; }
mod m3325 { pub const Q: usize = 3325; }
mod m3326 { pub const Q: usize = 3326; }
mod m3327 { pub const Q: usize = 3327; }
mod m3328 { pub const Q: usize = 3328; }
mod m3329 { pub const Q: usize = 3329; }
mod m3330 { pub const Q: usize = 3330; }
mod m3331 { pub const Q: usize = 3331; }
mod m3332 { pub const Q: usize = 3332; }
mod m3333 { pub const Q: usize = 3333; }
mod m3334 { pub const Q: usize = 3334; }
mod m3335 { pub const Q: usize = 3335; }
mod m3336 { pub const Q: usize = 3336; }
mod m3337 { pub const Q: usize = 3337; }
mod m3338 { pub const Q: usize = 3338; }
mod m3339 { pub const Q: usize = 3339; }
mod m3340 { pub const Q: usize = 3340; }
mod m3341 { pub const Q: usize = 3341; }
mod m3342 { pub const Q: usize = 3342; }
mod m3343 { pub const Q: usize = 3343; }
mod m3344 { pub const Q: usize = 3344; }
mod m3345 { pub const Q: usize = 3345; }
mod m3346 { pub const Q: usize = 3346; }
mod m3347 { pub const Q: usize = 3347; }
mod m3348 { pub const Q: usize = 3348; }
mod m3349 { pub const Q: usize = 3349; }
mod m3350 { pub const Q: usize = 3350; }
mod m3351 { pub const Q: usize = 3351; }
mod m3352 { pub const Q: usize = 3352; }
mod m3353 { pub const Q: usize = 3353; }
mod m3354 { pub const Q: usize = 3354; }
mod m3355 { pub const Q: usize = 3355; }
mod m3356 { pub const Q: usize = 3356; }
mod m3357 { pub const Q: usize = 3357; }
mod m3358 { pub const Q: usize = 3358; }
mod m3359 { pub const Q: usize = 3359; }
mod m3360 { pub const Q: usize = 3360; }
mod m3361 { pub const Q: usize = 3361; }
mod m3362 { pub const Q: usize = 3362; }
mod m3363 { pub const Q: usize = 3363; }
mod m3364 { pub const Q: usize = 3364; }
mod m3365 { pub const Q: usize = 3365; }
mod m3366 { pub const Q: usize = 3366; }
mod m3367 { pub const Q: usize = 3367; }
mod m3368 { pub const Q: usize = 3368; }
mod m3369 { pub const Q: usize = 3369; }
mod m3370 { pub const Q: usize = 3370; }
mod m3371 { pub const Q: usize = 3371; }
mod m3372 { pub const Q: usize = 3372; }
mod m3373 { pub const Q: usize = 3373; }
mod m3374 { pub const Q: usize = 3374; }
mod m3375 { pub const Q: usize = 3375; }
mod m3376 { pub const Q: usize = 3376; }
mod m3377 { pub const Q: usize = 3377; }
mod m3378 { pub const Q: usize = 3378; }
mod m3379 { pub const Q: usize = 3379; }
mod m3380 { pub const Q: usize = 3380; }
mod m3381 { pub const Q: usize = 3381; }
mod m3382 { pub const Q: usize = 3382; }
mod m3383 { pub const Q: usize = 3383; }
mod m3384 { pub const Q: usize = 3384; }
mod m3385 { pub const Q: usize = 3385; }
mod m3386 { pub const Q: usize = 3386; }
mod m3387 { pub const Q: usize = 3387; }
mod m3388 { pub const Q: usize = 3388; }
mod m3389 { pub const Q: usize = 3389; }
mod m3390 { pub const Q: usize = 3390; }
mod m3391 { pub const Q: usize = 3391; }
mod m3392 { pub const Q: usize = 3392; }
mod m3393 { pub const Q: usize = 3393; }
mod m3394 { pub const Q: usize = 3394; }
mod m3395 { pub const Q: usize = 3395; }
mod m3396 { pub const Q: usize = 3396; }
mod m3397 { pub const Q: usize = 3397; }
mod m3398 { pub const Q: usize = 3398; }
mod m3399 { pub const Q: usize = 3399; }
mod m3400 { pub const Q: usize = 3400; }
mod m3401 { pub const Q: usize = 3401; }
mod m3402 { pub const Q: usize = 3402; }
mod m3403 { pub const Q: usize = 3403; }
mod m3404 { pub const Q: usize = 3404; }
mod m3405 { pub const Q: usize = 3405; }
mod m3406 { pub const Q: usize = 3406; }
mod m3407 { pub const Q: usize = 3407; }
mod m3408 { pub const Q: usize = 3408; }
mod m3409 { pub const Q: usize = 3409; }
mod m3410 { pub const Q: usize = 3410; }
mod m3411 { pub const Q: usize = 3411; }
mod m3412 { pub const Q: usize = 3412; }
mod m3413 { pub const Q: usize = 3413; }
mod m3414 { pub const Q: usize = 3414; }
mod m3415 { pub const Q: usize = 3415; }
mod m3416 { pub const Q: usize = 3416; }
mod m3417 { pub const Q: usize = 3417; }
mod m3418 { pub const Q: usize = 3418; }
mod m3419 { pub const Q: usize = 3419; }
mod m3420 { pub const Q: usize = 3420; }
mod m3421 { pub const Q: usize = 3421; }
mod m3422 { pub const Q: usize = 3422; }
mod m3423 { pub const Q: usize = 3423; }
mod m3424 { pub const Q: usize = 3424; }
mod m3425 { pub const Q: usize = 3425; }
mod m3426 { pub const Q: usize = 3426; }
mod m3427 { pub const Q: usize = 3427; }
mod m3428 { pub const Q: usize = 3428; }
mod m3429 { pub const Q: usize = 3429; }
mod m3430 { pub const Q: usize = 3430; }
mod m3431 { pub const Q: usize = 3431; }
mod m3432 { pub const Q: usize = 3432; }
mod m3433 { pub const Q: usize = 3433; }
mod m3434 { pub const Q: usize = 3434; }
mod m3435 { pub const Q: usize = 3435; }
mod m3436 { pub const Q: usize = 3436; }
mod m3437 { pub const Q: usize = 3437; }
mod m3438 { pub const Q: usize = 3438; }
mod m3439 { pub const Q: usize = 3439; }
mod m3440 { pub const Q: usize = 3440; }
mod m3441 { pub const Q: usize = 3441; }
mod m3442 { pub const Q: usize = 3442; }
mod m3443 { pub const Q: usize = 3443; }
mod m3444 { pub const Q: usize = 3444; }
mod m3445 { pub const Q: usize = 3445; }
mod m3446 { pub const Q: usize = 3446; }
mod m3447 { pub const Q: usize = 3447; }
mod m3448 { pub const Q: usize = 3448; }
mod m3449 { pub const Q: usize = 3449; }
mod m3450 { pub const Q: usize = 3450; }
mod m3451 { pub const Q: usize = 3451; }
mod m3452 { pub const Q: usize = 3452; }
mod m3453 { pub const Q: usize = 3453; }
mod m3454 { pub const Q: usize = 3454; }
mod m3455 { pub const Q: usize = 3455; }
mod m3456 { pub const Q: usize = 3456; }
mod m3457 { pub const Q: usize = 3457; }
mod m3458 { pub const Q: usize = 3458; }
mod m3459 { pub const Q: usize = 3459; }
mod m3460 { pub const Q: usize = 3460; }
mod m3461 { pub const Q: usize = 3461; }
mod m3462 { pub const Q: usize = 3462; }
mod m3463 { pub const Q: usize = 3463; }
mod m3464 { pub const Q: usize = 3464; }
mod m3465 { pub const Q: usize = 3465; }
mod m3466 { pub const Q: usize = 3466; }
mod m3467 { pub const Q: usize = 3467; }
mod m3468 { pub const Q: usize = 3468; }
mod m3469 { pub const Q: usize = 3469; }
mod m3470 { pub const Q: usize = 3470; }
mod m3471 { pub const Q: usize = 3471; }
mod m3472 { pub const Q: usize = 3472; }
mod m3473 { pub const Q: usize = 3473; }
mod m3474 { pub const Q: usize = 3474; }
mod m3475 { pub const Q: usize = 3475; }
mod m3476 { pub const Q: usize = 3476; }
mod m3477 { pub const Q: usize = 3477; }
mod m3478 { pub const Q: usize = 3478; }
mod m3479 { pub const Q: usize = 3479; }
mod m3480 { pub const Q: usize = 3480; }
mod m3481 { pub const Q: usize = 3481; }
mod m3482 { pub const Q: usize = 3482; }
mod m3483 { pub const Q: usize = 3483; }
mod m3484 { pub const Q: usize = 3484; }
mod m3485 { pub const Q: usize = 3485; }
mod m3486 { pub const Q: usize = 3486; }
mod m3487 { pub const Q: usize = 3487; }
mod m3488 { pub const Q: usize = 3488; }
mod m3489 { pub const Q: usize = 3489; }
mod m3490 { pub const Q: usize = 3490; }
mod m3491 { pub const Q: usize = 3491; }
mod m3492 { pub const Q: usize = 3492; }
mod m3493 { pub const Q: usize = 3493; }
mod m3494 { pub const Q: usize = 3494; }
mod m3495 { pub const Q: usize = 3495; }
mod m3496 { pub const Q: usize = 3496; }
mod m3497 { pub const Q: usize = 3497; }
mod m3498 { pub const Q: usize = 3498; }
mod m3499 { pub const Q: usize = 3499; }
mod m3500 { pub const Q: usize = 3500; }
mod m3501 { pub const Q: usize = 3501; }
mod m3502 { pub const Q: usize = 3502; }
mod m3503 { pub const Q: usize = 3503; }
mod m3504 { pub const Q: usize = 3504; }
mod m3505 { pub const Q: usize = 3505; }
mod m3506 { pub const Q: usize = 3506; }
mod m3507 { pub const Q: usize = 3507; }
mod m3508 { pub const Q: usize = 3508; }
mod m3509 { pub const Q: usize = 3509; }
mod m3510 { pub const Q: usize = 3510; }
mod m3511 { pub const Q: usize = 3511; }
mod m3512 { pub const Q: usize = 3512; }
mod m3513 { pub const Q: usize = 3513; }
mod m3514 { pub const Q: usize = 3514; }
mod m3515 { pub const Q: usize = 3515; }
mod m3516 { pub const Q: usize = 3516; }
mod m3517 { pub const Q: usize = 3517; }
mod m3518 { pub const Q: usize = 3518; }
mod m3519 { pub const Q: usize = 3519; }
mod m3520 { pub const Q: usize = 3520; }
mod m3521 { pub const Q: usize = 3521; }
mod m3522 { pub const Q: usize = 3522; }
mod m3523 { pub const Q: usize = 3523; }
mod m3524 { pub const Q: usize = 3524; }
mod m3525 { pub const Q: usize = 3525; }
mod m3526 { pub const Q: usize = 3526; }
mod m3527 { pub const Q: usize = 3527; }
mod m3528 { pub const Q: usize = 3528; }
mod m3529 { pub const Q: usize = 3529; }
mod m3530 { pub const Q: usize = 3530; }
mod m3531 { pub const Q: usize = 3531; }
mod m3532 { pub const Q: usize = 3532; }
mod m3533 { pub const Q: usize = 3533; }
mod m3534 { pub const Q: usize = 3534; }
mod m3535 { pub const Q: usize = 3535; }
mod m3536 { pub const Q: usize = 3536; }
mod m3537 { pub const Q: usize = 3537; }
mod m3538 { pub const Q: usize = 3538; }
mod m3539 { pub const Q: usize = 3539; }
mod m3540 { pub const Q: usize = 3540; }
mod m3541 { pub const Q: usize = 3541; }
mod m3542 { pub const Q: usize = 3542; }
mod m3543 { pub const Q: usize = 3543; }
mod m3544 { pub const Q: usize = 3544; }
mod m3545 { pub const Q: usize = 3545; }
mod m3546 { pub const Q: usize = 3546; }
mod m3547 { pub const Q: usize = 3547; }
mod m3548 { pub const Q: usize = 3548; }
mod m3549 { pub const Q: usize = 3549; }
mod m3550 { pub const Q: usize = 3550; }
mod m3551 { pub const Q: usize = 3551; }
mod m3552 { pub const Q: usize = 3552; }
mod m3553 { pub const Q: usize = 3553; }
mod m3554 { pub const Q: usize = 3554; }
mod m3555 { pub const Q: usize = 3555; }
mod m3556 { pub const Q: usize = 3556; }
mod m3557 { pub const Q: usize = 3557; }
mod m3558 { pub const Q: usize = 3558; }
mod m3559 { pub const Q: usize = 3559; }
mod m3560 { pub const Q: usize = 3560; }
mod m3561 { pub const Q: usize = 3561; }
mod m3562 { pub const Q: usize = 3562; }
mod m3563 { pub const Q: usize = 3563; }
mod m3564 { pub const Q: usize = 3564; }
mod m3565 { pub const Q: usize = 3565; }
mod m3566 { pub const Q: usize = 3566; }
mod m3567 { pub const Q: usize = 3567; }
mod m3568 { pub const Q: usize = 3568; }
mod m3569 { pub const Q: usize = 3569; }
mod m3570 { pub const Q: usize = 3570; }
mod m3571 { pub const Q: usize = 3571; }
mod m3572 { pub const Q: usize = 3572; }
mod m3573 { pub const Q: usize = 3573; }
mod m3574 { pub const Q: usize = 3574; }
mod m3575 { pub const Q: usize = 3575; }
mod m3576 { pub const Q: usize = 3576; }
mod m3577 { pub const Q: usize = 3577; }
mod m3578 { pub const Q: usize = 3578; }
mod m3579 { pub const Q: usize = 3579; }
mod m3580 { pub const Q: usize = 3580; }
mod m3581 { pub const Q: usize = 3581; }
mod m3582 { pub const Q: usize = 3582; }
mod m3583 { pub const Q: usize = 3583; }
mod m3584 { pub const Q: usize = 3584; }
mod m3585 { pub const Q: usize = 3585; }
mod m3586 { pub const Q: usize = 3586; }
mod m3587 { pub const Q: usize = 3587; }
mod m3588 { pub const Q: usize = 3588; }
mod m3589 { pub const Q: usize = 3589; }
mod m3590 { pub const Q: usize = 3590; }
mod m3591 { pub const Q: usize = 3591; }
mod m3592 { pub const Q: usize = 3592; }
mod m3593 { pub const Q: usize = 3593; }
mod m3594 { pub const Q: usize = 3594; }
mod m3595 { pub const Q: usize = 3595; }
mod m3596 { pub const Q: usize = 3596; }
mod m3597 { pub const Q: usize = 3597; }
mod m3598 { pub const Q: usize = 3598; }
mod m3599 { pub const Q: usize = 3599; }
mod m3600 { pub const Q: usize = 3600; }
mod m3601 { pub const Q: usize = 3601; }
mod m3602 { pub const Q: usize = 3602; }
mod m3603 { pub const Q: usize = 3603; }
mod m3604 { pub const Q: usize = 3604; }
mod m3605 { pub const Q: usize = 3605; }
mod m3606 { pub const Q: usize = 3606; }
mod m3607 { pub const Q: usize = 3607; }
mod m3608 { pub const Q: usize = 3608; }
mod m3609 { pub const Q: usize = 3609; }
mod m3610 { pub const Q: usize = 3610; }
mod m3611 { pub const Q: usize = 3611; }
mod m3612 { pub const Q: usize = 3612; }
mod m3613 { pub const Q: usize = 3613; }
mod m3614 { pub const Q: usize = 3614; }
mod m3615 { pub const Q: usize = 3615; }
mod m3616 { pub const Q: usize = 3616; }
mod m3617 { pub const Q: usize = 3617; }
mod m3618 { pub const Q: usize = 3618; }
mod m3619 { pub const Q: usize = 3619; }
mod m3620 { pub const Q: usize = 3620; }
mod m3621 { pub const Q: usize = 3621; }
mod m3622 { pub const Q: usize = 3622; }
mod m3623 { pub const Q: usize = 3623; }
mod m3624 { pub const Q: usize = 3624; }
mod m3625 { pub const Q: usize = 3625; }
mod m3626 { pub const Q: usize = 3626; }
mod m3627 { pub const Q: usize = 3627; }
mod m3628 { pub const Q: usize = 3628; }
mod m3629 { pub const Q: usize = 3629; }
mod m3630 { pub const Q: usize = 3630; }
mod m3631 { pub const Q: usize = 3631; }
mod m3632 { pub const Q: usize = 3632; }
mod m3633 { pub const Q: usize = 3633; }
mod m3634 { pub const Q: usize = 3634; }
mod m3635 { pub const Q: usize = 3635; }
mod m3636 { pub const Q: usize = 3636; }
mod m3637 { pub const Q: usize = 3637; }
mod m3638 { pub const Q: usize = 3638; }
mod m3639 { pub const Q: usize = 3639; }
mod m3640 { pub const Q: usize = 3640; }
mod m3641 { pub const Q: usize = 3641; }
mod m3642 { pub const Q: usize = 3642; }
mod m3643 { pub const Q: usize = 3643; }
mod m3644 { pub const Q: usize = 3644; }
mod m3645 { pub const Q: usize = 3645; }
mod m3646 { pub const Q: usize = 3646; }
mod m3647 { pub const Q: usize = 3647; }
mod m3648 { pub const Q: usize = 3648; }
mod m3649 { pub const Q: usize = 3649; }
mod m3650 { pub const Q: usize = 3650; }
mod m3651 { pub const Q: usize = 3651; }
mod m3652 { pub const Q: usize = 3652; }
mod m3653 { pub const Q: usize = 3653; }
mod m3654 { pub const Q: usize = 3654; }
mod m3655 { pub const Q: usize = 3655; }
mod m3656 { pub const Q: usize = 3656; }
mod m3657 { pub const Q: usize = 3657; }
mod m3658 { pub const Q: usize = 3658; }
mod m3659 { pub const Q: usize = 3659; }
mod m3660 { pub const Q: usize = 3660; }
mod m3661 { pub const Q: usize = 3661; }
mod m3662 { pub const Q: usize = 3662; }
mod m3663 { pub const Q: usize = 3663; }
mod m3664 { pub const Q: usize = 3664; }
mod m3665 { pub const Q: usize = 3665; }
mod m3666 { pub const Q: usize = 3666; }
mod m3667 { pub const Q: usize = 3667; }
mod m3668 { pub const Q: usize = 3668; }
mod m3669 { pub const Q: usize = 3669; }
mod m3670 { pub const Q: usize = 3670; }
mod m3671 { pub const Q: usize = 3671; }
mod m3672 { pub const Q: usize = 3672; }
mod m3673 { pub const Q: usize = 3673; }
mod m3674 { pub const Q: usize = 3674; }
mod m3675 { pub const Q: usize = 3675; }
mod m3676 { pub const Q: usize = 3676; }
mod m3677 { pub const Q: usize = 3677; }
mod m3678 { pub const Q: usize = 3678; }
mod m3679 { pub const Q: usize = 3679; }
mod m3680 { pub const Q: usize = 3680; }
mod m3681 { pub const Q: usize = 3681; }
mod m3682 { pub const Q: usize = 3682; }
mod m3683 { pub const Q: usize = 3683; }
mod m3684 { pub const Q: usize = 3684; }
mod m3685 { pub const Q: usize = 3685; }
mod m3686 { pub const Q: usize = 3686; }
mod m3687 { pub const Q: usize = 3687; }
mod m3688 { pub const Q: usize = 3688; }
mod m3689 { pub const Q: usize = 3689; }
mod m3690 { pub const Q: usize = 3690; }
mod m3691 { pub const Q: usize = 3691; }
mod m3692 { pub const Q: usize = 3692; }
mod m3693 { pub const Q: usize = 3693; }
mod m3694 { pub const Q: usize = 3694; }
mod m3695 { pub const Q: usize = 3695; }
mod m3696 { pub const Q: usize = 3696; }
mod m3697 { pub const Q: usize = 3697; }
mod m3698 { pub const Q: usize = 3698; }
mod m3699 { pub const Q: usize = 3699; }
mod m3700 { pub const Q: usize = 3700; }
mod m3701 { pub const Q: usize = 3701; }
mod m3702 { pub const Q: usize = 3702; }
mod m3703 { pub const Q: usize = 3703; }
mod m3704 { pub const Q: usize = 3704; }
mod m3705 { pub const Q: usize = 3705; }
mod m3706 { pub const Q: usize = 3706; }
mod m3707 { pub const Q: usize = 3707; }
mod m3708 { pub const Q: usize = 3708; }
mod m3709 { pub const Q: usize = 3709; }
mod m3710 { pub const Q: usize = 3710; }
mod m3711 { pub const Q: usize = 3711; }
mod m3712 { pub const Q: usize = 3712; }
mod m3713 { pub const Q: usize = 3713; }
mod m3714 { pub const Q: usize = 3714; }
mod m3715 { pub const Q: usize = 3715; }
mod m3716 { pub const Q: usize = 3716; }
mod m3717 { pub const Q: usize = 3717; }
mod m3718 { pub const Q: usize = 3718; }
mod m3719 { pub const Q: usize = 3719; }
mod m3720 { pub const Q: usize = 3720; }
mod m3721 { pub const Q: usize = 3721; }
mod m3722 { pub const Q: usize = 3722; }
mod m3723 { pub const Q: usize = 3723; }
mod m3724 { pub const Q: usize = 3724; }
mod m3725 { pub const Q: usize = 3725; }
mod m3726 { pub const Q: usize = 3726; }
mod m3727 { pub const Q: usize = 3727; }
mod m3728 { pub const Q: usize = 3728; }
mod m3729 { pub const Q: usize = 3729; }
mod m3730 { pub const Q: usize = 3730; }
mod m3731 { pub const Q: usize = 3731; }
mod m3732 { pub const Q: usize = 3732; }
mod m3733 { pub const Q: usize = 3733; }
mod m3734 { pub const Q: usize = 3734; }
mod m3735 { pub const Q: usize = 3735; }
mod m3736 { pub const Q: usize = 3736; }
mod m3737 { pub const Q: usize = 3737; }
mod m3738 { pub const Q: usize = 3738; }
mod m3739 { pub const Q: usize = 3739; }
mod m3740 { pub const Q: usize = 3740; }
mod m3741 { pub const Q: usize = 3741; }
mod m3742 { pub const Q: usize = 3742; }
mod m3743 { pub const Q: usize = 3743; }
mod m3744 { pub const Q: usize = 3744; }
mod m3745 { pub const Q: usize = 3745; }
mod m3746 { pub const Q: usize = 3746; }
mod m3747 { pub const Q: usize = 3747; }
mod m3748 { pub const Q: usize = 3748; }
mod m3749 { pub const Q: usize = 3749; }
mod m3750 { pub const Q: usize = 3750; }
mod m3751 { pub const Q: usize = 3751; }
mod m3752 { pub const Q: usize = 3752; }
mod m3753 { pub const Q: usize = 3753; }
mod m3754 { pub const Q: usize = 3754; }
mod m3755 { pub const Q: usize = 3755; }
mod m3756 { pub const Q: usize = 3756; }
mod m3757 { pub const Q: usize = 3757; }
mod m3758 { pub const Q: usize = 3758; }
mod m3759 { pub const Q: usize = 3759; }
mod m3760 { pub const Q: usize = 3760; }
mod m3761 { pub const Q: usize = 3761; }
mod m3762 { pub const Q: usize = 3762; }
mod m3763 { pub const Q: usize = 3763; }
mod m3764 { pub const Q: usize = 3764; }
mod m3765 { pub const Q: usize = 3765; }
mod m3766 { pub const Q: usize = 3766; }
mod m3767 { pub const Q: usize = 3767; }
mod m3768 { pub const Q: usize = 3768; }
mod m3769 { pub const Q: usize = 3769; }
mod m3770 { pub const Q: usize = 3770; }
mod m3771 { pub const Q: usize = 3771; }
mod m3772 { pub const Q: usize = 3772; }
mod m3773 { pub const Q: usize = 3773; }
mod m3774 { pub const Q: usize = 3774; }
mod m3775 { pub const Q: usize = 3775; }
mod m3776 { pub const Q: usize = 3776; }
mod m3777 { pub const Q: usize = 3777; }
mod m3778 { pub const Q: usize = 3778; }
mod m3779 { pub const Q: usize = 3779; }
mod m3780 { pub const Q: usize = 3780; }
mod m3781 { pub const Q: usize = 3781; }
mod m3782 { pub const Q: usize = 3782; }
mod m3783 { pub const Q: usize = 3783; }
mod m3784 { pub const Q: usize = 3784; }
mod m3785 { pub const Q: usize = 3785; }
mod m3786 { pub const Q: usize = 3786; }
mod m3787 { pub const Q: usize = 3787; }
mod m3788 { pub const Q: usize = 3788; }
mod m3789 { pub const Q: usize = 3789; }
mod m3790 { pub const Q: usize = 3790; }
mod m3791 { pub const Q: usize = 3791; }
mod m3792 { pub const Q: usize = 3792; }
mod m3793 { pub const Q: usize = 3793; }
mod m3794 { pub const Q: usize = 3794; }
mod m3795 { pub const Q: usize = 3795; }
mod m3796 { pub const Q: usize = 3796; }
mod m3797 { pub const Q: usize = 3797; }
mod m3798 { pub const Q: usize = 3798; }
mod m3799 { pub const Q: usize = 3799; }
mod m3800 { pub const Q: usize = 3800; }
mod m3801 { pub const Q: usize = 3801; }
mod m3802 { pub const Q: usize = 3802; }
mod m3803 { pub const Q: usize = 3803; }
mod m3804 { pub const Q: usize = 3804; }
mod m3805 { pub const Q: usize = 3805; }
mod m3806 { pub const Q: usize = 3806; }
mod m3807 { pub const Q: usize = 3807; }
mod m3808 { pub const Q: usize = 3808; }
mod m3809 { pub const Q: usize = 3809; }
mod m3810 { pub const Q: usize = 3810; }
mod m3811 { pub const Q: usize = 3811; }
mod m3812 { pub const Q: usize = 3812; }
mod m3813 { pub const Q: usize = 3813; }
mod m3814 { pub const Q: usize = 3814; }
mod m3815 { pub const Q: usize = 3815; }
mod m3816 { pub const Q: usize = 3816; }
mod m3817 { pub const Q: usize = 3817; }
mod m3818 { pub const Q: usize = 3818; }
mod m3819 { pub const Q: usize = 3819; }
mod m3820 { pub const Q: usize = 3820; }
mod m3821 { pub const Q: usize = 3821; }
mod m3822 { pub const Q: usize = 3822; }
mod m3823 { pub const Q: usize = 3823; }
mod m3824 { pub const Q: usize = 3824; }
mod m3825 { pub const Q: usize = 3825; }
mod m3826 { pub const Q: usize = 3826; }
mod m3827 { pub const Q: usize = 3827; }
mod m3828 { pub const Q: usize = 3828; }
mod m3829 { pub const Q: usize = 3829; }
mod m3830 { pub const Q: usize = 3830; }
mod m3831 { pub const Q: usize = 3831; }
mod m3832 { pub const Q: usize = 3832; }
mod m3833 { pub const Q: usize = 3833; }
mod m3834 { pub const Q: usize = 3834; }
mod m3835 { pub const Q: usize = 3835; }
mod m3836 { pub const Q: usize = 3836; }
mod m3837 { pub const Q: usize = 3837; }
mod m3838 { pub const Q: usize = 3838; }
mod m3839 { pub const Q: usize = 3839; }
mod m3840 { pub const Q: usize = 3840; }
mod m3841 { pub const Q: usize = 3841; }
mod m3842 { pub const Q: usize = 3842; }
mod m3843 { pub const Q: usize = 3843; }
mod m3844 { pub const Q: usize = 3844; }
mod m3845 { pub const Q: usize = 3845; }
mod m3846 { pub const Q: usize = 3846; }
mod m3847 { pub const Q: usize = 3847; }
mod m3848 { pub const Q: usize = 3848; }
mod m3849 { pub const Q: usize = 3849; }
mod m3850 { pub const Q: usize = 3850; }
mod m3851 { pub const Q: usize = 3851; }
mod m3852 { pub const Q: usize = 3852; }
mod m3853 { pub const Q: usize = 3853; }
mod m3854 { pub const Q: usize = 3854; }
mod m3855 { pub const Q: usize = 3855; }
mod m3856 { pub const Q: usize = 3856; }
mod m3857 { pub const Q: usize = 3857; }
mod m3858 { pub const Q: usize = 3858; }
mod m3859 { pub const Q: usize = 3859; }
mod m3860 { pub const Q: usize = 3860; }
mod m3861 { pub const Q: usize = 3861; }
mod m3862 { pub const Q: usize = 3862; }
mod m3863 { pub const Q: usize = 3863; }
mod m3864 { pub const Q: usize = 3864; }
mod m3865 { pub const Q: usize = 3865; }
mod m3866 { pub const Q: usize = 3866; }
mod m3867 { pub const Q: usize = 3867; }
mod m3868 { pub const Q: usize = 3868; }
mod m3869 { pub const Q: usize = 3869; }
mod m3870 { pub const Q: usize = 3870; }
mod m3871 { pub const Q: usize = 3871; }
mod m3872 { pub const Q: usize = 3872; }
mod m3873 { pub const Q: usize = 3873; }
mod m3874 { pub const Q: usize = 3874; }
mod m3875 { pub const Q: usize = 3875; }
mod m3876 { pub const Q: usize = 3876; }
mod m3877 { pub const Q: usize = 3877; }
mod m3878 { pub const Q: usize = 3878; }
mod m3879 { pub const Q: usize = 3879; }
mod m3880 { pub const Q: usize = 3880; }
mod m3881 { pub const Q: usize = 3881; }
mod m3882 { pub const Q: usize = 3882; }
mod m3883 { pub const Q: usize = 3883; }
mod m3884 { pub const Q: usize = 3884; }
mod m3885 { pub const Q: usize = 3885; }
mod m3886 { pub const Q: usize = 3886; }
mod m3887 { pub const Q: usize = 3887; }
mod m3888 { pub const Q: usize = 3888; }
mod m3889 { pub const Q: usize = 3889; }
mod m3890 { pub const Q: usize = 3890; }
mod m3891 { pub const Q: usize = 3891; }
mod m3892 { pub const Q: usize = 3892; }
mod m3893 { pub const Q: usize = 3893; }
mod m3894 { pub const Q: usize = 3894; }
mod m3895 { pub const Q: usize = 3895; }
mod m3896 { pub const Q: usize = 3896; }
mod m3897 { pub const Q: usize = 3897; }
mod m3898 { pub const Q: usize = 3898; }
mod m3899 { pub const Q: usize = 3899; }
mod m3900 { pub const Q: usize = 3900; }
mod m3901 { pub const Q: usize = 3901; }
mod m3902 { pub const Q: usize = 3902; }
mod m3903 { pub const Q: usize = 3903; }
mod m3904 { pub const Q: usize = 3904; }
mod m3905 { pub const Q: usize = 3905; }
mod m3906 { pub const Q: usize = 3906; }
mod m3907 { pub const Q: usize = 3907; }
mod m3908 { pub const Q: usize = 3908; }
mod m3909 { pub const Q: usize = 3909; }
mod m3910 { pub const Q: usize = 3910; }
mod m3911 { pub const Q: usize = 3911; }
mod m3912 { pub const Q: usize = 3912; }
mod m3913 { pub const Q: usize = 3913; }
mod m3914 { pub const Q: usize = 3914; }
mod m3915 { pub const Q: usize = 3915; }
mod m3916 { pub const Q: usize = 3916; }
mod m3917 { pub const Q: usize = 3917; }
mod m3918 { pub const Q: usize = 3918; }
mod m3919 { pub const Q: usize = 3919; }
mod m3920 { pub const Q: usize = 3920; }
mod m3921 { pub const Q: usize = 3921; }
mod m3922 { pub const Q: usize = 3922; }
mod m3923 { pub const Q: usize = 3923; }
mod m3924 { pub const Q: usize = 3924; }
mod m3925 { pub const Q: usize = 3925; }
mod m3926 { pub const Q: usize = 3926; }
mod m3927 { pub const Q: usize = 3927; }
mod m3928 { pub const Q: usize = 3928; }
mod m3929 { pub const Q: usize = 3929; }
mod m3930 { pub const Q: usize = 3930; }
mod m3931 { pub const Q: usize = 3931; }
mod m3932 { pub const Q: usize = 3932; }
mod m3933 { pub const Q: usize = 3933; }
mod m3934 { pub const Q: usize = 3934; }
mod m3935 { pub const Q: usize = 3935; }
mod m3936 { pub const Q: usize = 3936; }
mod m3937 { pub const Q: usize = 3937; }
mod m3938 { pub const Q: usize = 3938; }
mod m3939 { pub const Q: usize = 3939; }
mod m3940 { pub const Q: usize = 3940; }
mod m3941 { pub const Q: usize = 3941; }
mod m3942 { pub const Q: usize = 3942; }
mod m3943 { pub const Q: usize = 3943; }
mod m3944 { pub const Q: usize = 3944; }
mod m3945 { pub const Q: usize = 3945; }
mod m3946 { pub const Q: usize = 3946; }
mod m3947 { pub const Q: usize = 3947; }
mod m3948 { pub const Q: usize = 3948; }
mod m3949 { pub const Q: usize = 3949; }
mod m3950 { pub const Q: usize = 3950; }
mod m3951 { pub const Q: usize = 3951; }
mod m3952 { pub const Q: usize = 3952; }
mod m3953 { pub const Q: usize = 3953; }
mod m3954 { pub const Q: usize = 3954; }
mod m3955 { pub const Q: usize = 3955; }
mod m3956 { pub const Q: usize = 3956; }
mod m3957 { pub const Q: usize = 3957; }
mod m3958 { pub const Q: usize = 3958; }
mod m3959 { pub const Q: usize = 3959; }
mod m3960 { pub const Q: usize = 3960; }
mod m3961 { pub const Q: usize = 3961; }
mod m3962 { pub const Q: usize = 3962; }
mod m3963 { pub const Q: usize = 3963; }
mod m3964 { pub const Q: usize = 3964; }
mod m3965 { pub const Q: usize = 3965; }
mod m3966 { pub const Q: usize = 3966; }
mod m3967 { pub const Q: usize = 3967; }
mod m3968 { pub const Q: usize = 3968; }
mod m3969 { pub const Q: usize = 3969; }
mod m3970 { pub const Q: usize = 3970; }
mod m3971 { pub const Q: usize = 3971; }
mod m3972 { pub const Q: usize = 3972; }
mod m3973 { pub const Q: usize = 3973; }
mod m3974 { pub const Q: usize = 3974; }
mod m3975 { pub const Q: usize = 3975; }
mod m3976 { pub const Q: usize = 3976; }
mod m3977 { pub const Q: usize = 3977; }
mod m3978 { pub const Q: usize = 3978; }
mod m3979 { pub const Q: usize = 3979; }
mod m3980 { pub const Q: usize = 3980; }
mod m3981 { pub const Q: usize = 3981; }
mod m3982 { pub const Q: usize = 3982; }
mod m3983 { pub const Q: usize = 3983; }
mod m3984 { pub const Q: usize = 3984; }
mod m3985 { pub const Q: usize = 3985; }
mod m3986 { pub const Q: usize = 3986; }
mod m3987 { pub const Q: usize = 3987; }
mod m3988 { pub const Q: usize = 3988; }
mod m3989 { pub const Q: usize = 3989; }
mod m3990 { pub const Q: usize = 3990; }
mod m3991 { pub const Q: usize = 3991; }
mod m3992 { pub const Q: usize = 3992; }
mod m3993 { pub const Q: usize = 3993; }
mod m3994 { pub const Q: usize = 3994; }
mod m3995 { pub const Q: usize = 3995; }
mod m3996 { pub const Q: usize = 3996; }
mod m3997 { pub const Q: usize = 3997; }
mod m3998 { pub const Q: usize = 3998; }
mod m3999 { pub const Q: usize = 3999; }
mod m4000 { pub const Q: usize = 4000; }
mod m4001 { pub const Q: usize = 4001; }
mod m4002 { pub const Q: usize = 4002; }
mod m4003 { pub const Q: usize = 4003; }
mod m4004 { pub const Q: usize = 4004; }
mod m4005 { pub const Q: usize = 4005; }
mod m4006 { pub const Q: usize = 4006; }
mod m4007 { pub const Q: usize = 4007; }
mod m4008 { pub const Q: usize = 4008; }
mod m4009 { pub const Q: usize = 4009; }
mod m4010 { pub const Q: usize = 4010; }
mod m4011 { pub const Q: usize = 4011; }
mod m4012 { pub const Q: usize = 4012; }
mod m4013 { pub const Q: usize = 4013; }
mod m4014 { pub const Q: usize = 4014; }
mod m4015 { pub const Q: usize = 4015; }
mod m4016 { pub const Q: usize = 4016; }
mod m4017 { pub const Q: usize = 4017; }
mod m4018 { pub const Q: usize = 4018; }
mod m4019 { pub const Q: usize = 4019; }
mod m4020 { pub const Q: usize = 4020; }
mod m4021 { pub const Q: usize = 4021; }
mod m4022 { pub const Q: usize = 4022; }
mod m4023 { pub const Q: usize = 4023; }
mod m4024 { pub const Q: usize = 4024; }
mod m4025 { pub const Q: usize = 4025; }
mod m4026 { pub const Q: usize = 4026; }
mod m4027 { pub const Q: usize = 4027; }
mod m4028 { pub const Q: usize = 4028; }
mod m4029 { pub const Q: usize = 4029; }
mod m4030 { pub const Q: usize = 4030; }
mod m4031 { pub const Q: usize = 4031; }
mod m4032 { pub const Q: usize = 4032; }
mod m4033 { pub const Q: usize = 4033; }
mod m4034 { pub const Q: usize = 4034; }
mod m4035 { pub const Q: usize = 4035; }
mod m4036 { pub const Q: usize = 4036; }
mod m4037 { pub const Q: usize = 4037; }
mod m4038 { pub const Q: usize = 4038; }
mod m4039 { pub const Q: usize = 4039; }
mod m4040 { pub const Q: usize = 4040; }
mod m4041 { pub const Q: usize = 4041; }
mod m4042 { pub const Q: usize = 4042; }
mod m4043 { pub const Q: usize = 4043; }
mod m4044 { pub const Q: usize = 4044; }
mod m4045 { pub const Q: usize = 4045; }
mod m4046 { pub const Q: usize = 4046; }
mod m4047 { pub const Q: usize = 4047; }
mod m4048 { pub const Q: usize = 4048; }
mod m4049 { pub const Q: usize = 4049; }
mod m4050 { pub const Q: usize = 4050; }
mod m4051 { pub const Q: usize = 4051; }
mod m4052 { pub const Q: usize = 4052; }
mod m4053 { pub const Q: usize = 4053; }
mod m4054 { pub const Q: usize = 4054; }
mod m4055 { pub const Q: usize = 4055; }
mod m4056 { pub const Q: usize = 4056; }
mod m4057 { pub const Q: usize = 4057; }
mod m4058 { pub const Q: usize = 4058; }
mod m4059 { pub const Q: usize = 4059; }
mod m4060 { pub const Q: usize = 4060; }
mod m4061 { pub const Q: usize = 4061; }
mod m4062 { pub const Q: usize = 4062; }
mod m4063 { pub const Q: usize = 4063; }
mod m4064 { pub const Q: usize = 4064; }
mod m4065 { pub const Q: usize = 4065; }
mod m4066 { pub const Q: usize = 4066; }
mod m4067 { pub const Q: usize = 4067; }
mod m4068 { pub const Q: usize = 4068; }
mod m4069 { pub const Q: usize = 4069; }
mod m4070 { pub const Q: usize = 4070; }
mod m4071 { pub const Q: usize = 4071; }
mod m4072 { pub const Q: usize = 4072; }
mod m4073 { pub const Q: usize = 4073; }
mod m4074 { pub const Q: usize = 4074; }
mod m4075 { pub const Q: usize = 4075; }
mod m4076 { pub const Q: usize = 4076; }
mod m4077 { pub const Q: usize = 4077; }
mod m4078 { pub const Q: usize = 4078; }
mod m4079 { pub const Q: usize = 4079; }
mod m4080 { pub const Q: usize = 4080; }
mod m4081 { pub const Q: usize = 4081; }
mod m4082 { pub const Q: usize = 4082; }
mod m4083 { pub const Q: usize = 4083; }
mod m4084 { pub const Q: usize = 4084; }
mod m4085 { pub const Q: usize = 4085; }
mod m4086 { pub const Q: usize = 4086; }
mod m4087 { pub const Q: usize = 4087; }
mod m4088 { pub const Q: usize = 4088; }
mod m4089 { pub const Q: usize = 4089; }
mod m4090 { pub const Q: usize = 4090; }
mod m4091 { pub const Q: usize = 4091; }
mod m4092 { pub const Q: usize = 4092; }
mod m4093 { pub const Q: usize = 4093; }
mod m4094 { pub const Q: usize = 4094; }
mod m4095 { pub const Q: usize = 4095; }
mod m4096 { pub const Q: usize = 4096; }
mod m4097 { pub const Q: usize = 4097; }
mod m4098 { pub const Q: usize = 4098; }
mod m4099 { pub const Q: usize = 4099; }
mod m4100 { pub const Q: usize = 4100; }
mod m4101 { pub const Q: usize = 4101; }
mod m4102 { pub const Q: usize = 4102; }
mod m4103 { pub const Q: usize = 4103; }
mod m4104 { pub const Q: usize = 4104; }
mod m4105 { pub const Q: usize = 4105; }
mod m4106 { pub const Q: usize = 4106; }
mod m4107 { pub const Q: usize = 4107; }
mod m4108 { pub const Q: usize = 4108; }
mod m4109 { pub const Q: usize = 4109; }
mod m4110 { pub const Q: usize = 4110; }
mod m4111 { pub const Q: usize = 4111; }
mod m4112 { pub const Q: usize = 4112; }
mod m4113 { pub const Q: usize = 4113; }
mod m4114 { pub const Q: usize = 4114; }
mod m4115 { pub const Q: usize = 4115; }
mod m4116 { pub const Q: usize = 4116; }
mod m4117 { pub const Q: usize = 4117; }
mod m4118 { pub const Q: usize = 4118; }
mod m4119 { pub const Q: usize = 4119; }
mod m4120 { pub const Q: usize = 4120; }
mod m4121 { pub const Q: usize = 4121; }
mod m4122 { pub const Q: usize = 4122; }
mod m4123 { pub const Q: usize = 4123; }
mod m4124 { pub const Q: usize = 4124; }
mod m4125 { pub const Q: usize = 4125; }
mod m4126 { pub const Q: usize = 4126; }
mod m4127 { pub const Q: usize = 4127; }
mod m4128 { pub const Q: usize = 4128; }
mod m4129 { pub const Q: usize = 4129; }
mod m4130 { pub const Q: usize = 4130; }
mod m4131 { pub const Q: usize = 4131; }
mod m4132 { pub const Q: usize = 4132; }
mod m4133 { pub const Q: usize = 4133; }
mod m4134 { pub const Q: usize = 4134; }
mod m4135 { pub const Q: usize = 4135; }
mod m4136 { pub const Q: usize = 4136; }
mod m4137 { pub const Q: usize = 4137; }
mod m4138 { pub const Q: usize = 4138; }
mod m4139 { pub const Q: usize = 4139; }
mod m4140 { pub const Q: usize = 4140; }
mod m4141 { pub const Q: usize = 4141; }
mod m4142 { pub const Q: usize = 4142; }
mod m4143 { pub const Q: usize = 4143; }
mod m4144 { pub const Q: usize = 4144; }
mod m4145 { pub const Q: usize = 4145; }
mod m4146 { pub const Q: usize = 4146; }
mod m4147 { pub const Q: usize = 4147; }
mod m4148 { pub const Q: usize = 4148; }
mod m4149 { pub const Q: usize = 4149; }
mod m4150 { pub const Q: usize = 4150; }
mod m4151 { pub const Q: usize = 4151; }
mod m4152 { pub const Q: usize = 4152; }
mod m4153 { pub const Q: usize = 4153; }
mod m4154 { pub const Q: usize = 4154; }
mod m4155 { pub const Q: usize = 4155; }
mod m4156 { pub const Q: usize = 4156; }
mod m4157 { pub const Q: usize = 4157; }
mod m4158 { pub const Q: usize = 4158; }
mod m4159 { pub const Q: usize = 4159; }
mod m4160 { pub const Q: usize = 4160; }
mod m4161 { pub const Q: usize = 4161; }
mod m4162 { pub const Q: usize = 4162; }
mod m4163 { pub const Q: usize = 4163; }
mod m4164 { pub const Q: usize = 4164; }
mod m4165 { pub const Q: usize = 4165; }
mod m4166 { pub const Q: usize = 4166; }
mod m4167 { pub const Q: usize = 4167; }
mod m4168 { pub const Q: usize = 4168; }
mod m4169 { pub const Q: usize = 4169; }
mod m4170 { pub const Q: usize = 4170; }
mod m4171 { pub const Q: usize = 4171; }
mod m4172 { pub const Q: usize = 4172; }
mod m4173 { pub const Q: usize = 4173; }
mod m4174 { pub const Q: usize = 4174; }
mod m4175 { pub const Q: usize = 4175; }
mod m4176 { pub const Q: usize = 4176; }
mod m4177 { pub const Q: usize = 4177; }
mod m4178 { pub const Q: usize = 4178; }
mod m4179 { pub const Q: usize = 4179; }
mod m4180 { pub const Q: usize = 4180; }
mod m4181 { pub const Q: usize = 4181; }
mod m4182 { pub const Q: usize = 4182; }
mod m4183 { pub const Q: usize = 4183; }
mod m4184 { pub const Q: usize = 4184; }
mod m4185 { pub const Q: usize = 4185; }
mod m4186 { pub const Q: usize = 4186; }
mod m4187 { pub const Q: usize = 4187; }
mod m4188 { pub const Q: usize = 4188; }
mod m4189 { pub const Q: usize = 4189; }
mod m4190 { pub const Q: usize = 4190; }
mod m4191 { pub const Q: usize = 4191; }
mod m4192 { pub const Q: usize = 4192; }
mod m4193 { pub const Q: usize = 4193; }
mod m4194 { pub const Q: usize = 4194; }
mod m4195 { pub const Q: usize = 4195; }
mod m4196 { pub const Q: usize = 4196; }
mod m4197 { pub const Q: usize = 4197; }
mod m4198 { pub const Q: usize = 4198; }
mod m4199 { pub const Q: usize = 4199; }
mod m4200 { pub const Q: usize = 4200; }
mod m4201 { pub const Q: usize = 4201; }
mod m4202 { pub const Q: usize = 4202; }
mod m4203 { pub const Q: usize = 4203; }
mod m4204 { pub const Q: usize = 4204; }
mod m4205 { pub const Q: usize = 4205; }
mod m4206 { pub const Q: usize = 4206; }
mod m4207 { pub const Q: usize = 4207; }
mod m4208 { pub const Q: usize = 4208; }
mod m4209 { pub const Q: usize = 4209; }
mod m4210 { pub const Q: usize = 4210; }
mod m4211 { pub const Q: usize = 4211; }
mod m4212 { pub const Q: usize = 4212; }
mod m4213 { pub const Q: usize = 4213; }
mod m4214 { pub const Q: usize = 4214; }
mod m4215 { pub const Q: usize = 4215; }
mod m4216 { pub const Q: usize = 4216; }
mod m4217 { pub const Q: usize = 4217; }
mod m4218 { pub const Q: usize = 4218; }
mod m4219 { pub const Q: usize = 4219; }
mod m4220 { pub const Q: usize = 4220; }
mod m4221 { pub const Q: usize = 4221; }
mod m4222 { pub const Q: usize = 4222; }
mod m4223 { pub const Q: usize = 4223; }
mod m4224 { pub const Q: usize = 4224; }
mod m4225 { pub const Q: usize = 4225; }
mod m4226 { pub const Q: usize = 4226; }
mod m4227 { pub const Q: usize = 4227; }
mod m4228 { pub const Q: usize = 4228; }
mod m4229 { pub const Q: usize = 4229; }
mod m4230 { pub const Q: usize = 4230; }
mod m4231 { pub const Q: usize = 4231; }
mod m4232 { pub const Q: usize = 4232; }
mod m4233 { pub const Q: usize = 4233; }
mod m4234 { pub const Q: usize = 4234; }
mod m4235 { pub const Q: usize = 4235; }
mod m4236 { pub const Q: usize = 4236; }
mod m4237 { pub const Q: usize = 4237; }
mod m4238 { pub const Q: usize = 4238; }
mod m4239 { pub const Q: usize = 4239; }
mod m4240 { pub const Q: usize = 4240; }
mod m4241 { pub const Q: usize = 4241; }
mod m4242 { pub const Q: usize = 4242; }
mod m4243 { pub const Q: usize = 4243; }
mod m4244 { pub const Q: usize = 4244; }
mod m4245 { pub const Q: usize = 4245; }
mod m4246 { pub const Q: usize = 4246; }
mod m4247 { pub const Q: usize = 4247; }
mod m4248 { pub const Q: usize = 4248; }
mod m4249 { pub const Q: usize = 4249; }
mod m4250 { pub const Q: usize = 4250; }
mod m4251 { pub const Q: usize = 4251; }
mod m4252 { pub const Q: usize = 4252; }
mod m4253 { pub const Q: usize = 4253; }
mod m4254 { pub const Q: usize = 4254; }
mod m4255 { pub const Q: usize = 4255; }
mod m4256 { pub const Q: usize = 4256; }
mod m4257 { pub const Q: usize = 4257; }
mod m4258 { pub const Q: usize = 4258; }
mod m4259 { pub const Q: usize = 4259; }
mod m4260 { pub const Q: usize = 4260; }
mod m4261 { pub const Q: usize = 4261; }
mod m4262 { pub const Q: usize = 4262; }
mod m4263 { pub const Q: usize = 4263; }
mod m4264 { pub const Q: usize = 4264; }
mod m4265 { pub const Q: usize = 4265; }
mod m4266 { pub const Q: usize = 4266; }
mod m4267 { pub const Q: usize = 4267; }
mod m4268 { pub const Q: usize = 4268; }
mod m4269 { pub const Q: usize = 4269; }
mod m4270 { pub const Q: usize = 4270; }
mod m4271 { pub const Q: usize = 4271; }
mod m4272 { pub const Q: usize = 4272; }
mod m4273 { pub const Q: usize = 4273; }
mod m4274 { pub const Q: usize = 4274; }
mod m4275 { pub const Q: usize = 4275; }
mod m4276 { pub const Q: usize = 4276; }
mod m4277 { pub const Q: usize = 4277; }
mod m4278 { pub const Q: usize = 4278; }
mod m4279 { pub const Q: usize = 4279; }
mod m4280 { pub const Q: usize = 4280; }
mod m4281 { pub const Q: usize = 4281; }
mod m4282 { pub const Q: usize = 4282; }
mod m4283 { pub const Q: usize = 4283; }
mod m4284 { pub const Q: usize = 4284; }
mod m4285 { pub const Q: usize = 4285; }
mod m4286 { pub const Q: usize = 4286; }
mod m4287 { pub const Q: usize = 4287; }
mod m4288 { pub const Q: usize = 4288; }
mod m4289 { pub const Q: usize = 4289; }
mod m4290 { pub const Q: usize = 4290; }
mod m4291 { pub const Q: usize = 4291; }
mod m4292 { pub const Q: usize = 4292; }
mod m4293 { pub const Q: usize = 4293; }
mod m4294 { pub const Q: usize = 4294; }
mod m4295 { pub const Q: usize = 4295; }
mod m4296 { pub const Q: usize = 4296; }
mod m4297 { pub const Q: usize = 4297; }
mod m4298 { pub const Q: usize = 4298; }
mod m4299 { pub const Q: usize = 4299; }
mod m4300 { pub const Q: usize = 4300; }
mod m4301 { pub const Q: usize = 4301; }
mod m4302 { pub const Q: usize = 4302; }
mod m4303 { pub const Q: usize = 4303; }
mod m4304 { pub const Q: usize = 4304; }
mod m4305 { pub const Q: usize = 4305; }
mod m4306 { pub const Q: usize = 4306; }
mod m4307 { pub const Q: usize = 4307; }
mod m4308 { pub const Q: usize = 4308; }
mod m4309 { pub const Q: usize = 4309; }
mod m4310 { pub const Q: usize = 4310; }
mod m4311 { pub const Q: usize = 4311; }
mod m4312 { pub const Q: usize = 4312; }
mod m4313 { pub const Q: usize = 4313; }
mod m4314 { pub const Q: usize = 4314; }
mod m4315 { pub const Q: usize = 4315; }
mod m4316 { pub const Q: usize = 4316; }
mod m4317 { pub const Q: usize = 4317; }
mod m4318 { pub const Q: usize = 4318; }
mod m4319 { pub const Q: usize = 4319; }
mod m4320 { pub const Q: usize = 4320; }
mod m4321 { pub const Q: usize = 4321; }
mod m4322 { pub const Q: usize = 4322; }
mod m4323 { pub const Q: usize = 4323; }
mod m4324 { pub const Q: usize = 4324; }
mod m4325 { pub const Q: usize = 4325; }
mod m4326 { pub const Q: usize = 4326; }
mod m4327 { pub const Q: usize = 4327; }
mod m4328 { pub const Q: usize = 4328; }
mod m4329 { pub const Q: usize = 4329; }
mod m4330 { pub const Q: usize = 4330; }
mod m4331 { pub const Q: usize = 4331; }
mod m4332 { pub const Q: usize = 4332; }
mod m4333 { pub const Q: usize = 4333; }
mod m4334 { pub const Q: usize = 4334; }
mod m4335 { pub const Q: usize = 4335; }
mod m4336 { pub const Q: usize = 4336; }
mod m4337 { pub const Q: usize = 4337; }
mod m4338 { pub const Q: usize = 4338; }
mod m4339 { pub const Q: usize = 4339; }
mod m4340 { pub const Q: usize = 4340; }
mod m4341 { pub const Q: usize = 4341; }
mod m4342 { pub const Q: usize = 4342; }
mod m4343 { pub const Q: usize = 4343; }
mod m4344 { pub const Q: usize = 4344; }
mod m4345 { pub const Q: usize = 4345; }
mod m4346 { pub const Q: usize = 4346; }
mod m4347 { pub const Q: usize = 4347; }
mod m4348 { pub const Q: usize = 4348; }
mod m4349 { pub const Q: usize = 4349; }
mod m4350 { pub const Q: usize = 4350; }
mod m4351 { pub const Q: usize = 4351; }
mod m4352 { pub const Q: usize = 4352; }
mod m4353 { pub const Q: usize = 4353; }
mod m4354 { pub const Q: usize = 4354; }
mod m4355 { pub const Q: usize = 4355; }
mod m4356 { pub const Q: usize = 4356; }
mod m4357 { pub const Q: usize = 4357; }
mod m4358 { pub const Q: usize = 4358; }
mod m4359 { pub const Q: usize = 4359; }
mod m4360 { pub const Q: usize = 4360; }
mod m4361 { pub const Q: usize = 4361; }
mod m4362 { pub const Q: usize = 4362; }
mod m4363 { pub const Q: usize = 4363; }
mod m4364 { pub const Q: usize = 4364; }
mod m4365 { pub const Q: usize = 4365; }
mod m4366 { pub const Q: usize = 4366; }
mod m4367 { pub const Q: usize = 4367; }
mod m4368 { pub const Q: usize = 4368; }
mod m4369 { pub const Q: usize = 4369; }
mod m4370 { pub const Q: usize = 4370; }
mod m4371 { pub const Q: usize = 4371; }
mod m4372 { pub const Q: usize = 4372; }
mod m4373 { pub const Q: usize = 4373; }
mod m4374 { pub const Q: usize = 4374; }
mod m4375 { pub const Q: usize = 4375; }
mod m4376 { pub const Q: usize = 4376; }
mod m4377 { pub const Q: usize = 4377; }
mod m4378 { pub const Q: usize = 4378; }
mod m4379 { pub const Q: usize = 4379; }
mod m4380 { pub const Q: usize = 4380; }
mod m4381 { pub const Q: usize = 4381; }
mod m4382 { pub const Q: usize = 4382; }
mod m4383 { pub const Q: usize = 4383; }
mod m4384 { pub const Q: usize = 4384; }
mod m4385 { pub const Q: usize = 4385; }
mod m4386 { pub const Q: usize = 4386; }
mod m4387 { pub const Q: usize = 4387; }
mod m4388 { pub const Q: usize = 4388; }
mod m4389 { pub const Q: usize = 4389; }
mod m4390 { pub const Q: usize = 4390; }
mod m4391 { pub const Q: usize = 4391; }
mod m4392 { pub const Q: usize = 4392; }
mod m4393 { pub const Q: usize = 4393; }
mod m4394 { pub const Q: usize = 4394; }
mod m4395 { pub const Q: usize = 4395; }
mod m4396 { pub const Q: usize = 4396; }
mod m4397 { pub const Q: usize = 4397; }
mod m4398 { pub const Q: usize = 4398; }
mod m4399 { pub const Q: usize = 4399; }
mod m4400 { pub const Q: usize = 4400; }
mod m4401 { pub const Q: usize = 4401; }
mod m4402 { pub const Q: usize = 4402; }
mod m4403 { pub const Q: usize = 4403; }
mod m4404 { pub const Q: usize = 4404; }
mod m4405 { pub const Q: usize = 4405; }
mod m4406 { pub const Q: usize = 4406; }
mod m4407 { pub const Q: usize = 4407; }
mod m4408 { pub const Q: usize = 4408; }
mod m4409 { pub const Q: usize = 4409; }
mod m4410 { pub const Q: usize = 4410; }
mod m4411 { pub const Q: usize = 4411; }
mod m4412 { pub const Q: usize = 4412; }
mod m4413 { pub const Q: usize = 4413; }
mod m4414 { pub const Q: usize = 4414; }
mod m4415 { pub const Q: usize = 4415; }
mod m4416 { pub const Q: usize = 4416; }
mod m4417 { pub const Q: usize = 4417; }
mod m4418 { pub const Q: usize = 4418; }
mod m4419 { pub const Q: usize = 4419; }
mod m4420 { pub const Q: usize = 4420; }
mod m4421 { pub const Q: usize = 4421; }
mod m4422 { pub const Q: usize = 4422; }
mod m4423 { pub const Q: usize = 4423; }
mod m4424 { pub const Q: usize = 4424; }
mod m4425 { pub const Q: usize = 4425; }
mod m4426 { pub const Q: usize = 4426; }
mod m4427 { pub const Q: usize = 4427; }
mod m4428 { pub const Q: usize = 4428; }
mod m4429 { pub const Q: usize = 4429; }
mod m4430 { pub const Q: usize = 4430; }
mod m4431 { pub const Q: usize = 4431; }
mod m4432 { pub const Q: usize = 4432; }
mod m4433 { pub const Q: usize = 4433; }
mod m4434 { pub const Q: usize = 4434; }
mod m4435 { pub const Q: usize = 4435; }
mod m4436 { pub const Q: usize = 4436; }
mod m4437 { pub const Q: usize = 4437; }
mod m4438 { pub const Q: usize = 4438; }
mod m4439 { pub const Q: usize = 4439; }
mod m4440 { pub const Q: usize = 4440; }
mod m4441 { pub const Q: usize = 4441; }
mod m4442 { pub const Q: usize = 4442; }
mod m4443 { pub const Q: usize = 4443; }
mod m4444 { pub const Q: usize = 4444; }
mod m4445 { pub const Q: usize = 4445; }
mod m4446 { pub const Q: usize = 4446; }
mod m4447 { pub const Q: usize = 4447; }
mod m4448 { pub const Q: usize = 4448; }
mod m4449 { pub const Q: usize = 4449; }
mod m4450 { pub const Q: usize = 4450; }
mod m4451 { pub const Q: usize = 4451; }
mod m4452 { pub const Q: usize = 4452; }
mod m4453 { pub const Q: usize = 4453; }
mod m4454 { pub const Q: usize = 4454; }
mod m4455 { pub const Q: usize = 4455; }
mod m4456 { pub const Q: usize = 4456; }
mod m4457 { pub const Q: usize = 4457; }
mod m4458 { pub const Q: usize = 4458; }
mod m4459 { pub const Q: usize = 4459; }
mod m4460 { pub const Q: usize = 4460; }
mod m4461 { pub const Q: usize = 4461; }
mod m4462 { pub const Q: usize = 4462; }
mod m4463 { pub const Q: usize = 4463; }
mod m4464 { pub const Q: usize = 4464; }
mod m4465 { pub const Q: usize = 4465; }
mod m4466 { pub const Q: usize = 4466; }
mod m4467 { pub const Q: usize = 4467; }
mod m4468 { pub const Q: usize = 4468; }
mod m4469 { pub const Q: usize = 4469; }
mod m4470 { pub const Q: usize = 4470; }
mod m4471 { pub const Q: usize = 4471; }
mod m4472 { pub const Q: usize = 4472; }
mod m4473 { pub const Q: usize = 4473; }
mod m4474 { pub const Q: usize = 4474; }
mod m4475 { pub const Q: usize = 4475; }
mod m4476 { pub const Q: usize = 4476; }
mod m4477 { pub const Q: usize = 4477; }
mod m4478 { pub const Q: usize = 4478; }
mod m4479 { pub const Q: usize = 4479; }
mod m4480 { pub const Q: usize = 4480; }
mod m4481 { pub const Q: usize = 4481; }
mod m4482 { pub const Q: usize = 4482; }
mod m4483 { pub const Q: usize = 4483; }
mod m4484 { pub const Q: usize = 4484; }
mod m4485 { pub const Q: usize = 4485; }
mod m4486 { pub const Q: usize = 4486; }
mod m4487 { pub const Q: usize = 4487; }
mod m4488 { pub const Q: usize = 4488; }
mod m4489 { pub const Q: usize = 4489; }
mod m4490 { pub const Q: usize = 4490; }
mod m4491 { pub const Q: usize = 4491; }
mod m4492 { pub const Q: usize = 4492; }
mod m4493 { pub const Q: usize = 4493; }
mod m4494 { pub const Q: usize = 4494; }
mod m4495 { pub const Q: usize = 4495; }
mod m4496 { pub const Q: usize = 4496; }
mod m4497 { pub const Q: usize = 4497; }
mod m4498 { pub const Q: usize = 4498; }
mod m4499 { pub const Q: usize = 4499; }
mod m4500 { pub const Q: usize = 4500; }
mod m4501 { pub const Q: usize = 4501; }
mod m4502 { pub const Q: usize = 4502; }
mod m4503 { pub const Q: usize = 4503; }
mod m4504 { pub const Q: usize = 4504; }
mod m4505 { pub const Q: usize = 4505; }
mod m4506 { pub const Q: usize = 4506; }
mod m4507 { pub const Q: usize = 4507; }
mod m4508 { pub const Q: usize = 4508; }
mod m4509 { pub const Q: usize = 4509; }
mod m4510 { pub const Q: usize = 4510; }
mod m4511 { pub const Q: usize = 4511; }
mod m4512 { pub const Q: usize = 4512; }
mod m4513 { pub const Q: usize = 4513; }
mod m4514 { pub const Q: usize = 4514; }
mod m4515 { pub const Q: usize = 4515; }
mod m4516 { pub const Q: usize = 4516; }
mod m4517 { pub const Q: usize = 4517; }
mod m4518 { pub const Q: usize = 4518; }
mod m4519 { pub const Q: usize = 4519; }
mod m4520 { pub const Q: usize = 4520; }
mod m4521 { pub const Q: usize = 4521; }
mod m4522 { pub const Q: usize = 4522; }
mod m4523 { pub const Q: usize = 4523; }
mod m4524 { pub const Q: usize = 4524; }
mod m4525 { pub const Q: usize = 4525; }
mod m4526 { pub const Q: usize = 4526; }
mod m4527 { pub const Q: usize = 4527; }
mod m4528 { pub const Q: usize = 4528; }
mod m4529 { pub const Q: usize = 4529; }
mod m4530 { pub const Q: usize = 4530; }
mod m4531 { pub const Q: usize = 4531; }
mod m4532 { pub const Q: usize = 4532; }
mod m4533 { pub const Q: usize = 4533; }
mod m4534 { pub const Q: usize = 4534; }
mod m4535 { pub const Q: usize = 4535; }
mod m4536 { pub const Q: usize = 4536; }
mod m4537 { pub const Q: usize = 4537; }
mod m4538 { pub const Q: usize = 4538; }
mod m4539 { pub const Q: usize = 4539; }
mod m4540 { pub const Q: usize = 4540; }
mod m4541 { pub const Q: usize = 4541; }
mod m4542 { pub const Q: usize = 4542; }
mod m4543 { pub const Q: usize = 4543; }
mod m4544 { pub const Q: usize = 4544; }
mod m4545 { pub const Q: usize = 4545; }
mod m4546 { pub const Q: usize = 4546; }
mod m4547 { pub const Q: usize = 4547; }
mod m4548 { pub const Q: usize = 4548; }
mod m4549 { pub const Q: usize = 4549; }
mod m4550 { pub const Q: usize = 4550; }
mod m4551 { pub const Q: usize = 4551; }
mod m4552 { pub const Q: usize = 4552; }
mod m4553 { pub const Q: usize = 4553; }
mod m4554 { pub const Q: usize = 4554; }
mod m4555 { pub const Q: usize = 4555; }
mod m4556 { pub const Q: usize = 4556; }
mod m4557 { pub const Q: usize = 4557; }
mod m4558 { pub const Q: usize = 4558; }
mod m4559 { pub const Q: usize = 4559; }
mod m4560 { pub const Q: usize = 4560; }
mod m4561 { pub const Q: usize = 4561; }
mod m4562 { pub const Q: usize = 4562; }
mod m4563 { pub const Q: usize = 4563; }
mod m4564 { pub const Q: usize = 4564; }
mod m4565 { pub const Q: usize = 4565; }
mod m4566 { pub const Q: usize = 4566; }
mod m4567 { pub const Q: usize = 4567; }
mod m4568 { pub const Q: usize = 4568; }
mod m4569 { pub const Q: usize = 4569; }
mod m4570 { pub const Q: usize = 4570; }
mod m4571 { pub const Q: usize = 4571; }
mod m4572 { pub const Q: usize = 4572; }
mod m4573 { pub const Q: usize = 4573; }
mod m4574 { pub const Q: usize = 4574; }
mod m4575 { pub const Q: usize = 4575; }
mod m4576 { pub const Q: usize = 4576; }
mod m4577 { pub const Q: usize = 4577; }
mod m4578 { pub const Q: usize = 4578; }
mod m4579 { pub const Q: usize = 4579; }
mod m4580 { pub const Q: usize = 4580; }
mod m4581 { pub const Q: usize = 4581; }
mod m4582 { pub const Q: usize = 4582; }
mod m4583 { pub const Q: usize = 4583; }
mod m4584 { pub const Q: usize = 4584; }
mod m4585 { pub const Q: usize = 4585; }
mod m4586 { pub const Q: usize = 4586; }
mod m4587 { pub const Q: usize = 4587; }
mod m4588 { pub const Q: usize = 4588; }
mod m4589 { pub const Q: usize = 4589; }
mod m4590 { pub const Q: usize = 4590; }
mod m4591 { pub const Q: usize = 4591; }
mod m4592 { pub const Q: usize = 4592; }
mod m4593 { pub const Q: usize = 4593; }
mod m4594 { pub const Q: usize = 4594; }
mod m4595 { pub const Q: usize = 4595; }
mod m4596 { pub const Q: usize = 4596; }
mod m4597 { pub const Q: usize = 4597; }
mod m4598 { pub const Q: usize = 4598; }
mod m4599 { pub const Q: usize = 4599; }
mod m4600 { pub const Q: usize = 4600; }
mod m4601 { pub const Q: usize = 4601; }
mod m4602 { pub const Q: usize = 4602; }
mod m4603 { pub const Q: usize = 4603; }
mod m4604 { pub const Q: usize = 4604; }
mod m4605 { pub const Q: usize = 4605; }
mod m4606 { pub const Q: usize = 4606; }
mod m4607 { pub const Q: usize = 4607; }
mod m4608 { pub const Q: usize = 4608; }
mod m4609 { pub const Q: usize = 4609; }
mod m4610 { pub const Q: usize = 4610; }
mod m4611 { pub const Q: usize = 4611; }
mod m4612 { pub const Q: usize = 4612; }
mod m4613 { pub const Q: usize = 4613; }
mod m4614 { pub const Q: usize = 4614; }
mod m4615 { pub const Q: usize = 4615; }
mod m4616 { pub const Q: usize = 4616; }
mod m4617 { pub const Q: usize = 4617; }
mod m4618 { pub const Q: usize = 4618; }
mod m4619 { pub const Q: usize = 4619; }
mod m4620 { pub const Q: usize = 4620; }
mod m4621 { pub const Q: usize = 4621; }
mod m4622 { pub const Q: usize = 4622; }
mod m4623 { pub const Q: usize = 4623; }
mod m4624 { pub const Q: usize = 4624; }
mod m4625 { pub const Q: usize = 4625; }
mod m4626 { pub const Q: usize = 4626; }
mod m4627 { pub const Q: usize = 4627; }
mod m4628 { pub const Q: usize = 4628; }
mod m4629 { pub const Q: usize = 4629; }
mod m4630 { pub const Q: usize = 4630; }
mod m4631 { pub const Q: usize = 4631; }
mod m4632 { pub const Q: usize = 4632; }
mod m4633 { pub const Q: usize = 4633; }
mod m4634 { pub const Q: usize = 4634; }
mod m4635 { pub const Q: usize = 4635; }
mod m4636 { pub const Q: usize = 4636; }
mod m4637 { pub const Q: usize = 4637; }
mod m4638 { pub const Q: usize = 4638; }
mod m4639 { pub const Q: usize = 4639; }
mod m4640 { pub const Q: usize = 4640; }
mod m4641 { pub const Q: usize = 4641; }
mod m4642 { pub const Q: usize = 4642; }
mod m4643 { pub const Q: usize = 4643; }
mod m4644 { pub const Q: usize = 4644; }
mod m4645 { pub const Q: usize = 4645; }
mod m4646 { pub const Q: usize = 4646; }
mod m4647 { pub const Q: usize = 4647; }
mod m4648 { pub const Q: usize = 4648; }
mod m4649 { pub const Q: usize = 4649; }
mod m4650 { pub const Q: usize = 4650; }
mod m4651 { pub const Q: usize = 4651; }
mod m4652 { pub const Q: usize = 4652; }
mod m4653 { pub const Q: usize = 4653; }
mod m4654 { pub const Q: usize = 4654; }
mod m4655 { pub const Q: usize = 4655; }
mod m4656 { pub const Q: usize = 4656; }
mod m4657 { pub const Q: usize = 4657; }
mod m4658 { pub const Q: usize = 4658; }
mod m4659 { pub const Q: usize = 4659; }
mod m4660 { pub const Q: usize = 4660; }
mod m4661 { pub const Q: usize = 4661; }
mod m4662 { pub const Q: usize = 4662; }
mod m4663 { pub const Q: usize = 4663; }
mod m4664 { pub const Q: usize = 4664; }
mod m4665 { pub const Q: usize = 4665; }
mod m4666 { pub const Q: usize = 4666; }
mod m4667 { pub const Q: usize = 4667; }
mod m4668 { pub const Q: usize = 4668; }
mod m4669 { pub const Q: usize = 4669; }
mod m4670 { pub const Q: usize = 4670; }
mod m4671 { pub const Q: usize = 4671; }
mod m4672 { pub const Q: usize = 4672; }
mod m4673 { pub const Q: usize = 4673; }
mod m4674 { pub const Q: usize = 4674; }
mod m4675 { pub const Q: usize = 4675; }
mod m4676 { pub const Q: usize = 4676; }
mod m4677 { pub const Q: usize = 4677; }
mod m4678 { pub const Q: usize = 4678; }
mod m4679 { pub const Q: usize = 4679; }
mod m4680 { pub const Q: usize = 4680; }
mod m4681 { pub const Q: usize = 4681; }
mod m4682 { pub const Q: usize = 4682; }
mod m4683 { pub const Q: usize = 4683; }
mod m4684 { pub const Q: usize = 4684; }
mod m4685 { pub const Q: usize = 4685; }
mod m4686 { pub const Q: usize = 4686; }
mod m4687 { pub const Q: usize = 4687; }
mod m4688 { pub const Q: usize = 4688; }
mod m4689 { pub const Q: usize = 4689; }
mod m4690 { pub const Q: usize = 4690; }
mod m4691 { pub const Q: usize = 4691; }
mod m4692 { pub const Q: usize = 4692; }
mod m4693 { pub const Q: usize = 4693; }
mod m4694 { pub const Q: usize = 4694; }
mod m4695 { pub const Q: usize = 4695; }
mod m4696 { pub const Q: usize = 4696; }
mod m4697 { pub const Q: usize = 4697; }
mod m4698 { pub const Q: usize = 4698; }
mod m4699 { pub const Q: usize = 4699; }
mod m4700 { pub const Q: usize = 4700; }
mod m4701 { pub const Q: usize = 4701; }
mod m4702 { pub const Q: usize = 4702; }
mod m4703 { pub const Q: usize = 4703; }
mod m4704 { pub const Q: usize = 4704; }
mod m4705 { pub const Q: usize = 4705; }
mod m4706 { pub const Q: usize = 4706; }
mod m4707 { pub const Q: usize = 4707; }
mod m4708 { pub const Q: usize = 4708; }
mod m4709 { pub const Q: usize = 4709; }
mod m4710 { pub const Q: usize = 4710; }
mod m4711 { pub const Q: usize = 4711; }
mod m4712 { pub const Q: usize = 4712; }
mod m4713 { pub const Q: usize = 4713; }
mod m4714 { pub const Q: usize = 4714; }
mod m4715 { pub const Q: usize = 4715; }
mod m4716 { pub const Q: usize = 4716; }
mod m4717 { pub const Q: usize = 4717; }
mod m4718 { pub const Q: usize = 4718; }
mod m4719 { pub const Q: usize = 4719; }
mod m4720 { pub const Q: usize = 4720; }
mod m4721 { pub const Q: usize = 4721; }
mod m4722 { pub const Q: usize = 4722; }
mod m4723 { pub const Q: usize = 4723; }
mod m4724 { pub const Q: usize = 4724; }
mod m4725 { pub const Q: usize = 4725; }
mod m4726 { pub const Q: usize = 4726; }
mod m4727 { pub const Q: usize = 4727; }
mod m4728 { pub const Q: usize = 4728; }
mod m4729 { pub const Q: usize = 4729; }
mod m4730 { pub const Q: usize = 4730; }
mod m4731 { pub const Q: usize = 4731; }
mod m4732 { pub const Q: usize = 4732; }
mod m4733 { pub const Q: usize = 4733; }
mod m4734 { pub const Q: usize = 4734; }
mod m4735 { pub const Q: usize = 4735; }
mod m4736 { pub const Q: usize = 4736; }
mod m4737 { pub const Q: usize = 4737; }
mod m4738 { pub const Q: usize = 4738; }
mod m4739 { pub const Q: usize = 4739; }
mod m4740 { pub const Q: usize = 4740; }
mod m4741 { pub const Q: usize = 4741; }
mod m4742 { pub const Q: usize = 4742; }
mod m4743 { pub const Q: usize = 4743; }
mod m4744 { pub const Q: usize = 4744; }
mod m4745 { pub const Q: usize = 4745; }
mod m4746 { pub const Q: usize = 4746; }
mod m4747 { pub const Q: usize = 4747; }
mod m4748 { pub const Q: usize = 4748; }
mod m4749 { pub const Q: usize = 4749; }
mod m4750 { pub const Q: usize = 4750; }
mod m4751 { pub const Q: usize = 4751; }
mod m4752 { pub const Q: usize = 4752; }
mod m4753 { pub const Q: usize = 4753; }
mod m4754 { pub const Q: usize = 4754; }
mod m4755 { pub const Q: usize = 4755; }
mod m4756 { pub const Q: usize = 4756; }
mod m4757 { pub const Q: usize = 4757; }
mod m4758 { pub const Q: usize = 4758; }
mod m4759 { pub const Q: usize = 4759; }
mod m4760 { pub const Q: usize = 4760; }
mod m4761 { pub const Q: usize = 4761; }
mod m4762 { pub const Q: usize = 4762; }
mod m4763 { pub const Q: usize = 4763; }
mod m4764 { pub const Q: usize = 4764; }
mod m4765 { pub const Q: usize = 4765; }
mod m4766 { pub const Q: usize = 4766; }
mod m4767 { pub const Q: usize = 4767; }
mod m4768 { pub const Q: usize = 4768; }
mod m4769 { pub const Q: usize = 4769; }
mod m4770 { pub const Q: usize = 4770; }
mod m4771 { pub const Q: usize = 4771; }
mod m4772 { pub const Q: usize = 4772; }
mod m4773 { pub const Q: usize = 4773; }
mod m4774 { pub const Q: usize = 4774; }
mod m4775 { pub const Q: usize = 4775; }
mod m4776 { pub const Q: usize = 4776; }
mod m4777 { pub const Q: usize = 4777; }
mod m4778 { pub const Q: usize = 4778; }
mod m4779 { pub const Q: usize = 4779; }
mod m4780 { pub const Q: usize = 4780; }
mod m4781 { pub const Q: usize = 4781; }
mod m4782 { pub const Q: usize = 4782; }
mod m4783 { pub const Q: usize = 4783; }
mod m4784 { pub const Q: usize = 4784; }
mod m4785 { pub const Q: usize = 4785; }
mod m4786 { pub const Q: usize = 4786; }
mod m4787 { pub const Q: usize = 4787; }
mod m4788 { pub const Q: usize = 4788; }
mod m4789 { pub const Q: usize = 4789; }
mod m4790 { pub const Q: usize = 4790; }
mod m4791 { pub const Q: usize = 4791; }
mod m4792 { pub const Q: usize = 4792; }
mod m4793 { pub const Q: usize = 4793; }
mod m4794 { pub const Q: usize = 4794; }
mod m4795 { pub const Q: usize = 4795; }
mod m4796 { pub const Q: usize = 4796; }
mod m4797 { pub const Q: usize = 4797; }
mod m4798 { pub const Q: usize = 4798; }
mod m4799 { pub const Q: usize = 4799; }
mod m4800 { pub const Q: usize = 4800; }
mod m4801 { pub const Q: usize = 4801; }
mod m4802 { pub const Q: usize = 4802; }
mod m4803 { pub const Q: usize = 4803; }
mod m4804 { pub const Q: usize = 4804; }
mod m4805 { pub const Q: usize = 4805; }
mod m4806 { pub const Q: usize = 4806; }
mod m4807 { pub const Q: usize = 4807; }
mod m4808 { pub const Q: usize = 4808; }
mod m4809 { pub const Q: usize = 4809; }
mod m4810 { pub const Q: usize = 4810; }
mod m4811 { pub const Q: usize = 4811; }
mod m4812 { pub const Q: usize = 4812; }
mod m4813 { pub const Q: usize = 4813; }
mod m4814 { pub const Q: usize = 4814; }
mod m4815 { pub const Q: usize = 4815; }
mod m4816 { pub const Q: usize = 4816; }
mod m4817 { pub const Q: usize = 4817; }
mod m4818 { pub const Q: usize = 4818; }
mod m4819 { pub const Q: usize = 4819; }
mod m4820 { pub const Q: usize = 4820; }
mod m4821 { pub const Q: usize = 4821; }
mod m4822 { pub const Q: usize = 4822; }
mod m4823 { pub const Q: usize = 4823; }
mod m4824 { pub const Q: usize = 4824; }
mod m4825 { pub const Q: usize = 4825; }
mod m4826 { pub const Q: usize = 4826; }
mod m4827 { pub const Q: usize = 4827; }
mod m4828 { pub const Q: usize = 4828; }
mod m4829 { pub const Q: usize = 4829; }
mod m4830 { pub const Q: usize = 4830; }
mod m4831 { pub const Q: usize = 4831; }
mod m4832 { pub const Q: usize = 4832; }
mod m4833 { pub const Q: usize = 4833; }
mod m4834 { pub const Q: usize = 4834; }
mod m4835 { pub const Q: usize = 4835; }
mod m4836 { pub const Q: usize = 4836; }
mod m4837 { pub const Q: usize = 4837; }
mod m4838 { pub const Q: usize = 4838; }
mod m4839 { pub const Q: usize = 4839; }
mod m4840 { pub const Q: usize = 4840; }
mod m4841 { pub const Q: usize = 4841; }
mod m4842 { pub const Q: usize = 4842; }
mod m4843 { pub const Q: usize = 4843; }
mod m4844 { pub const Q: usize = 4844; }
mod m4845 { pub const Q: usize = 4845; }
mod m4846 { pub const Q: usize = 4846; }
mod m4847 { pub const Q: usize = 4847; }
mod m4848 { pub const Q: usize = 4848; }
mod m4849 { pub const Q: usize = 4849; }
mod m4850 { pub const Q: usize = 4850; }
mod m4851 { pub const Q: usize = 4851; }
mod m4852 { pub const Q: usize = 4852; }
mod m4853 { pub const Q: usize = 4853; }
mod m4854 { pub const Q: usize = 4854; }
mod m4855 { pub const Q: usize = 4855; }
mod m4856 { pub const Q: usize = 4856; }
mod m4857 { pub const Q: usize = 4857; }
mod m4858 { pub const Q: usize = 4858; }
mod m4859 { pub const Q: usize = 4859; }
mod m4860 { pub const Q: usize = 4860; }
mod m4861 { pub const Q: usize = 4861; }
mod m4862 { pub const Q: usize = 4862; }
mod m4863 { pub const Q: usize = 4863; }
mod m4864 { pub const Q: usize = 4864; }
mod m4865 { pub const Q: usize = 4865; }
mod m4866 { pub const Q: usize = 4866; }
mod m4867 { pub const Q: usize = 4867; }
mod m4868 { pub const Q: usize = 4868; }
mod m4869 { pub const Q: usize = 4869; }
mod m4870 { pub const Q: usize = 4870; }
mod m4871 { pub const Q: usize = 4871; }
mod m4872 { pub const Q: usize = 4872; }
mod m4873 { pub const Q: usize = 4873; }
mod m4874 { pub const Q: usize = 4874; }
mod m4875 { pub const Q: usize = 4875; }
mod m4876 { pub const Q: usize = 4876; }
mod m4877 { pub const Q: usize = 4877; }
mod m4878 { pub const Q: usize = 4878; }
mod m4879 { pub const Q: usize = 4879; }
mod m4880 { pub const Q: usize = 4880; }
mod m4881 { pub const Q: usize = 4881; }
mod m4882 { pub const Q: usize = 4882; }
mod m4883 { pub const Q: usize = 4883; }
mod m4884 { pub const Q: usize = 4884; }
mod m4885 { pub const Q: usize = 4885; }
mod m4886 { pub const Q: usize = 4886; }
mod m4887 { pub const Q: usize = 4887; }
mod m4888 { pub const Q: usize = 4888; }
mod m4889 { pub const Q: usize = 4889; }
mod m4890 { pub const Q: usize = 4890; }
mod m4891 { pub const Q: usize = 4891; }
mod m4892 { pub const Q: usize = 4892; }
mod m4893 { pub const Q: usize = 4893; }
mod m4894 { pub const Q: usize = 4894; }
mod m4895 { pub const Q: usize = 4895; }
mod m4896 { pub const Q: usize = 4896; }
mod m4897 { pub const Q: usize = 4897; }
mod m4898 { pub const Q: usize = 4898; }
mod m4899 { pub const Q: usize = 4899; }
mod m4900 { pub const Q: usize = 4900; }
mod m4901 { pub const Q: usize = 4901; }
mod m4902 { pub const Q: usize = 4902; }
mod m4903 { pub const Q: usize = 4903; }
mod m4904 { pub const Q: usize = 4904; }
mod m4905 { pub const Q: usize = 4905; }
mod m4906 { pub const Q: usize = 4906; }
mod m4907 { pub const Q: usize = 4907; }
mod m4908 { pub const Q: usize = 4908; }
mod m4909 { pub const Q: usize = 4909; }
mod m4910 { pub const Q: usize = 4910; }
mod m4911 { pub const Q: usize = 4911; }
mod m4912 { pub const Q: usize = 4912; }
mod m4913 { pub const Q: usize = 4913; }
mod m4914 { pub const Q: usize = 4914; }
mod m4915 { pub const Q: usize = 4915; }
mod m4916 { pub const Q: usize = 4916; }
mod m4917 { pub const Q: usize = 4917; }
mod m4918 { pub const Q: usize = 4918; }
mod m4919 { pub const Q: usize = 4919; }
mod m4920 { pub const Q: usize = 4920; }
mod m4921 { pub const Q: usize = 4921; }
mod m4922 { pub const Q: usize = 4922; }
mod m4923 { pub const Q: usize = 4923; }
mod m4924 { pub const Q: usize = 4924; }
mod m4925 { pub const Q: usize = 4925; }
mod m4926 { pub const Q: usize = 4926; }
mod m4927 { pub const Q: usize = 4927; }
mod m4928 { pub const Q: usize = 4928; }
mod m4929 { pub const Q: usize = 4929; }
mod m4930 { pub const Q: usize = 4930; }
mod m4931 { pub const Q: usize = 4931; }
mod m4932 { pub const Q: usize = 4932; }
mod m4933 { pub const Q: usize = 4933; }
mod m4934 { pub const Q: usize = 4934; }
mod m4935 { pub const Q: usize = 4935; }
mod m4936 { pub const Q: usize = 4936; }
mod m4937 { pub const Q: usize = 4937; }
mod m4938 { pub const Q: usize = 4938; }
mod m4939 { pub const Q: usize = 4939; }
mod m4940 { pub const Q: usize = 4940; }
mod m4941 { pub const Q: usize = 4941; }
mod m4942 { pub const Q: usize = 4942; }
mod m4943 { pub const Q: usize = 4943; }
mod m4944 { pub const Q: usize = 4944; }
mod m4945 { pub const Q: usize = 4945; }
mod m4946 { pub const Q: usize = 4946; }
mod m4947 { pub const Q: usize = 4947; }
mod m4948 { pub const Q: usize = 4948; }
mod m4949 { pub const Q: usize = 4949; }
mod m4950 { pub const Q: usize = 4950; }
mod m4951 { pub const Q: usize = 4951; }
mod m4952 { pub const Q: usize = 4952; }
mod m4953 { pub const Q: usize = 4953; }
mod m4954 { pub const Q: usize = 4954; }
mod m4955 { pub const Q: usize = 4955; }
mod m4956 { pub const Q: usize = 4956; }
mod m4957 { pub const Q: usize = 4957; }
mod m4958 { pub const Q: usize = 4958; }
mod m4959 { pub const Q: usize = 4959; }
mod m4960 { pub const Q: usize = 4960; }
mod m4961 { pub const Q: usize = 4961; }
mod m4962 { pub const Q: usize = 4962; }
mod m4963 { pub const Q: usize = 4963; }
mod m4964 { pub const Q: usize = 4964; }
mod m4965 { pub const Q: usize = 4965; }
mod m4966 { pub const Q: usize = 4966; }
mod m4967 { pub const Q: usize = 4967; }
mod m4968 { pub const Q: usize = 4968; }
mod m4969 { pub const Q: usize = 4969; }
mod m4970 { pub const Q: usize = 4970; }
mod m4971 { pub const Q: usize = 4971; }
mod m4972 { pub const Q: usize = 4972; }
mod m4973 { pub const Q: usize = 4973; }
mod m4974 { pub const Q: usize = 4974; }
mod m4975 { pub const Q: usize = 4975; }
mod m4976 { pub const Q: usize = 4976; }
mod m4977 { pub const Q: usize = 4977; }
mod m4978 { pub const Q: usize = 4978; }
mod m4979 { pub const Q: usize = 4979; }
mod m4980 { pub const Q: usize = 4980; }
mod m4981 { pub const Q: usize = 4981; }
mod m4982 { pub const Q: usize = 4982; }
mod m4983 { pub const Q: usize = 4983; }
mod m4984 { pub const Q: usize = 4984; }
mod m4985 { pub const Q: usize = 4985; }
mod m4986 { pub const Q: usize = 4986; }
mod m4987 { pub const Q: usize = 4987; }
mod m4988 { pub const Q: usize = 4988; }
mod m4989 { pub const Q: usize = 4989; }
mod m4990 { pub const Q: usize = 4990; }
mod m4991 { pub const Q: usize = 4991; }
mod m4992 { pub const Q: usize = 4992; }
mod m4993 { pub const Q: usize = 4993; }
mod m4994 { pub const Q: usize = 4994; }
mod m4995 { pub const Q: usize = 4995; }
mod m4996 { pub const Q: usize = 4996; }
mod m4997 { pub const Q: usize = 4997; }
mod m4998 { pub const Q: usize = 4998; }
mod m4999 { pub const Q: usize = 4999; }
use m0::Q as Q0;
use m1::Q as Q1;
use m2::Q as Q2;
use m3::Q as Q3;
use m4::Q as Q4;
use m5::Q as Q5;
use m6::Q as Q6;
use m7::Q as Q7;
use m8::Q as Q8;
use m9::Q as Q9;
use m10::Q as Q10;
use m11::Q as Q11;
use m12::Q as Q12;
use m13::Q as Q13;
use m14::Q as Q14;
use m15::Q as Q15;
use m16::Q as Q16;
use m17::Q as Q17;
use m18::Q as Q18;
use m19::Q as Q19;
use m20::Q as Q20;
use m21::Q as Q21;
use m22::Q as Q22;
use m23::Q as Q23;
use m24::Q as Q24;
use m25::Q as Q25;
use m26::Q as Q26;
use m27::Q as Q27;
use m28::Q as Q28;
use m29::Q as Q29;
use m30::Q as Q30;
use m31::Q as Q31;
use m32::Q as Q32;
use m33::Q as Q33;
use m34::Q as Q34;
use m35::Q as Q35;
use m36::Q as Q36;
use m37::Q as Q37;
use m38::Q as Q38;
use m39::Q as Q39;
use m40::Q as Q40;
use m41::Q as Q41;
use m42::Q as Q42;
use m43::Q as Q43;
use m44::Q as Q44;
use m45::Q as Q45;
use m46::Q as Q46;
use m47::Q as Q47;
use m48::Q as Q48;
use m49::Q as Q49;
use m50::Q as Q50;
use m51::Q as Q51;
use m52::Q as Q52;
use m53::Q as Q53;
use m54::Q as Q54;
use m55::Q as Q55;
use m56::Q as Q56;
use m57::Q as Q57;
use m58::Q as Q58;
use m59::Q as Q59;
use m60::Q as Q60;
use m61::Q as Q61;
use m62::Q as Q62;
use m63::Q as Q63;
use m64::Q as Q64;
use m65::Q as Q65;
use m66::Q as Q66;
use m67::Q as Q67;
use m68::Q as Q68;
use m69::Q as Q69;
use m70::Q as Q70;
use m71::Q as Q71;
use m72::Q as Q72;
use m73::Q as Q73;
use m74::Q as Q74;
use m75::Q as Q75;
use m76::Q as Q76;
use m77::Q as Q77;
use m78::Q as Q78;
use m79::Q as Q79;
use m80::Q as Q80;
use m81::Q as Q81;
use m82::Q as Q82;
use m83::Q as Q83;
use m84::Q as Q84;
use m85::Q as Q85;
use m86::Q as Q86;
use m87::Q as Q87;
use m88::Q as Q88;
use m89::Q as Q89;
use m90::Q as Q90;
use m91::Q as Q91;
use m92::Q as Q92;
use m93::Q as Q93;
use m94::Q as Q94;
use m95::Q as Q95;
use m96::Q as Q96;
use m97::Q as Q97;
use m98::Q as Q98;
use m99::Q as Q99;
use m100::Q as Q100;
use m101::Q as Q101;
use m102::Q as Q102;
use m103::Q as Q103;
use m104::Q as Q104;
use m105::Q as Q105;
use m106::Q as Q106;
use m107::Q as Q107;
use m108::Q as Q108;
use m109::Q as Q109;
use m110::Q as Q110;
use m111::Q as Q111;
use m112::Q as Q112;
use m113::Q as Q113;
use m114::Q as Q114;
use m115::Q as Q115;
use m116::Q as Q116;
use m117::Q as Q117;
use m118::Q as Q118;
use m119::Q as Q119;
use m120::Q as Q120;
use m121::Q as Q121;
use m122::Q as Q122;
use m123::Q as Q123;
use m124::Q as Q124;
use m125::Q as Q125;
use m126::Q as Q126;
use m127::Q as Q127;
use m128::Q as Q128;
use m129::Q as Q129;
use m130::Q as Q130;
use m131::Q as Q131;
use m132::Q as Q132;
use m133::Q as Q133;
use m134::Q as Q134;
use m135::Q as Q135;
use m136::Q as Q136;
use m137::Q as Q137;
use m138::Q as Q138;
use m139::Q as Q139;
use m140::Q as Q140;
use m141::Q as Q141;
use m142::Q as Q142;
use m143::Q as Q143;
use m144::Q as Q144;
use m145::Q as Q145;
use m146::Q as Q146;
use m147::Q as Q147;
use m148::Q as Q148;
use m149::Q as Q149;
use m150::Q as Q150;
use m151::Q as Q151;
use m152::Q as Q152;
use m153::Q as Q153;
use m154::Q as Q154;
use m155::Q as Q155;
use m156::Q as Q156;
use m157::Q as Q157;
use m158::Q as Q158;
use m159::Q as Q159;
use m160::Q as Q160;
use m161::Q as Q161;
use m162::Q as Q162;
use m163::Q as Q163;
use m164::Q as Q164;
use m165::Q as Q165;
use m166::Q as Q166;
use m167::Q as Q167;
use m168::Q as Q168;
use m169::Q as Q169;
use m170::Q as Q170;
use m171::Q as Q171;
use m172::Q as Q172;
use m173::Q as Q173;
use m174::Q as Q174;
use m175::Q as Q175;
use m176::Q as Q176;
use m177::Q as Q177;
use m178::Q as Q178;
use m179::Q as Q179;
use m180::Q as Q180;
use m181::Q as Q181;
use m182::Q as Q182;
use m183::Q as Q183;
use m184::Q as Q184;
use m185::Q as Q185;
use m186::Q as Q186;
use m187::Q as Q187;
use m188::Q as Q188;
use m189::Q as Q189;
use m190::Q as Q190;
use m191::Q as Q191;
use m192::Q as Q192;
use m193::Q as Q193;
use m194::Q as Q194;
use m195::Q as Q195;
use m196::Q as Q196;
use m197::Q as Q197;
use m198::Q as Q198;
use m199::Q as Q199;
use m200::Q as Q200;
use m201::Q as Q201;
use m202::Q as Q202;
use m203::Q as Q203;
use m204::Q as Q204;
use m205::Q as Q205;
use m206::Q as Q206;
use m207::Q as Q207;
use m208::Q as Q208;
use m209::Q as Q209;
use m210::Q as Q210;
use m211::Q as Q211;
use m212::Q as Q212;
use m213::Q as Q213;
use m214::Q as Q214;
use m215::Q as Q215;
use m216::Q as Q216;
use m217::Q as Q217;
use m218::Q as Q218;
use m219::Q as Q219;
use m220::Q as Q220;
use m221::Q as Q221;
use m222::Q as Q222;
use m223::Q as Q223;
use m224::Q as Q224;
use m225::Q as Q225;
use m226::Q as Q226;
use m227::Q as Q227;
use m228::Q as Q228;
use m229::Q as Q229;
use m230::Q as Q230;
use m231::Q as Q231;
use m232::Q as Q232;
use m233::Q as Q233;
use m234::Q as Q234;
use m235::Q as Q235;
use m236::Q as Q236;
use m237::Q as Q237;
use m238::Q as Q238;
use m239::Q as Q239;
use m240::Q as Q240;
use m241::Q as Q241;
use m242::Q as Q242;
use m243::Q as Q243;
use m244::Q as Q244;
use m245::Q as Q245;
use m246::Q as Q246;
use m247::Q as Q247;
use m248::Q as Q248;
use m249::Q as Q249;
use m250::Q as Q250;
use m251::Q as Q251;
use m252::Q as Q252;
use m253::Q as Q253;
use m254::Q as Q254;
use m255::Q as Q255;
use m256::Q as Q256;
use m257::Q as Q257;
use m258::Q as Q258;
use m259::Q as Q259;
use m260::Q as Q260;
use m261::Q as Q261;
use m262::Q as Q262;
use m263::Q as Q263;
use m264::Q as Q264;
use m265::Q as Q265;
use m266::Q as Q266;
use m267::Q as Q267;
use m268::Q as Q268;
use m269::Q as Q269;
use m270::Q as Q270;
use m271::Q as Q271;
use m272::Q as Q272;
use m273::Q as Q273;
use m274::Q as Q274;
use m275::Q as Q275;
use m276::Q as Q276;
use m277::Q as Q277;
use m278::Q as Q278;
use m279::Q as Q279;
use m280::Q as Q280;
use m281::Q as Q281;
use m282::Q as Q282;
use m283::Q as Q283;
use m284::Q as Q284;
use m285::Q as Q285;
use m286::Q as Q286;
use m287::Q as Q287;
use m288::Q as Q288;
use m289::Q as Q289;
use m290::Q as Q290;
use m291::Q as Q291;
use m292::Q as Q292;
use m293::Q as Q293;
use m294::Q as Q294;
use m295::Q as Q295;
use m296::Q as Q296;
use m297::Q as Q297;
use m298::Q as Q298;
use m299::Q as Q299;
use m300::Q as Q300;
use m301::Q as Q301;
use m302::Q as Q302;
use m303::Q as Q303;
use m304::Q as Q304;
use m305::Q as Q305;
use m306::Q as Q306;
use m307::Q as Q307;
use m308::Q as Q308;
use m309::Q as Q309;
use m310::Q as Q310;
use m311::Q as Q311;
use m312::Q as Q312;
use m313::Q as Q313;
use m314::Q as Q314;
use m315::Q as Q315;
use m316::Q as Q316;
use m317::Q as Q317;
use m318::Q as Q318;
use m319::Q as Q319;
use m320::Q as Q320;
use m321::Q as Q321;
use m322::Q as Q322;
use m323::Q as Q323;
use m324::Q as Q324;
use m325::Q as Q325;
use m326::Q as Q326;
use m327::Q as Q327;
use m328::Q as Q328;
use m329::Q as Q329;
use m330::Q as Q330;
use m331::Q as Q331;
use m332::Q as Q332;
use m333::Q as Q333;
use m334::Q as Q334;
use m335::Q as Q335;
use m336::Q as Q336;
use m337::Q as Q337;
use m338::Q as Q338;
use m339::Q as Q339;
use m340::Q as Q340;
use m341::Q as Q341;
use m342::Q as Q342;
use m343::Q as Q343;
use m344::Q as Q344;
use m345::Q as Q345;
use m346::Q as Q346;
use m347::Q as Q347;
use m348::Q as Q348;
use m349::Q as Q349;
use m350::Q as Q350;
use m351::Q as Q351;
use m352::Q as Q352;
use m353::Q as Q353;
use m354::Q as Q354;
use m355::Q as Q355;
use m356::Q as Q356;
use m357::Q as Q357;
use m358::Q as Q358;
use m359::Q as Q359;
use m360::Q as Q360;
use m361::Q as Q361;
use m362::Q as Q362;
use m363::Q as Q363;
use m364::Q as Q364;
use m365::Q as Q365;
use m366::Q as Q366;
use m367::Q as Q367;
use m368::Q as Q368;
use m369::Q as Q369;
use m370::Q as Q370;
use m371::Q as Q371;
use m372::Q as Q372;
use m373::Q as Q373;
use m374::Q as Q374;
use m375::Q as Q375;
use m376::Q as Q376;
use m377::Q as Q377;
use m378::Q as Q378;
use m379::Q as Q379;
use m380::Q as Q380;
use m381::Q as Q381;
use m382::Q as Q382;
use m383::Q as Q383;
use m384::Q as Q384;
use m385::Q as Q385;
use m386::Q as Q386;
use m387::Q as Q387;
use m388::Q as Q388;
use m389::Q as Q389;
use m390::Q as Q390;
use m391::Q as Q391;
use m392::Q as Q392;
use m393::Q as Q393;
use m394::Q as Q394;
use m395::Q as Q395;
use m396::Q as Q396;
use m397::Q as Q397;
use m398::Q as Q398;
use m399::Q as Q399;
use m400::Q as Q400;
use m401::Q as Q401;
use m402::Q as Q402;
use m403::Q as Q403;
use m404::Q as Q404;
use m405::Q as Q405;
use m406::Q as Q406;
use m407::Q as Q407;
use m408::Q as Q408;
use m409::Q as Q409;
use m410::Q as Q410;
use m411::Q as Q411;
use m412::Q as Q412;
use m413::Q as Q413;
use m414::Q as Q414;
use m415::Q as Q415;
use m416::Q as Q416;
use m417::Q as Q417;
use m418::Q as Q418;
use m419::Q as Q419;
use m420::Q as Q420;
use m421::Q as Q421;
use m422::Q as Q422;
use m423::Q as Q423;
use m424::Q as Q424;
use m425::Q as Q425;
use m426::Q as Q426;
use m427::Q as Q427;
use m428::Q as Q428;
use m429::Q as Q429;
use m430::Q as Q430;
use m431::Q as Q431;
use m432::Q as Q432;
use m433::Q as Q433;
use m434::Q as Q434;
use m435::Q as Q435;
use m436::Q as Q436;
use m437::Q as Q437;
use m438::Q as Q438;
use m439::Q as Q439;
use m440::Q as Q440;
use m441::Q as Q441;
use m442::Q as Q442;
use m443::Q as Q443;
use m444::Q as Q444;
use m445::Q as Q445;
use m446::Q as Q446;
use m447::Q as Q447;
use m448::Q as Q448;
use m449::Q as Q449;
use m450::Q as Q450;
use m451::Q as Q451;
use m452::Q as Q452;
use m453::Q as Q453;
use m454::Q as Q454;
use m455::Q as Q455;
use m456::Q as Q456;
use m457::Q as Q457;
use m458::Q as Q458;
use m459::Q as Q459;
use m460::Q as Q460;
use m461::Q as Q461;
use m462::Q as Q462;
use m463::Q as Q463;
use m464::Q as Q464;
use m465::Q as Q465;
use m466::Q as Q466;
use m467::Q as Q467;
use m468::Q as Q468;
use m469::Q as Q469;
use m470::Q as Q470;
use m471::Q as Q471;
use m472::Q as Q472;
use m473::Q as Q473;
use m474::Q as Q474;
use m475::Q as Q475;
use m476::Q as Q476;
use m477::Q as Q477;
use m478::Q as Q478;
use m479::Q as Q479;
use m480::Q as Q480;
use m481::Q as Q481;
use m482::Q as Q482;
use m483::Q as Q483;
use m484::Q as Q484;
use m485::Q as Q485;
use m486::Q as Q486;
use m487::Q as Q487;
use m488::Q as Q488;
use m489::Q as Q489;
use m490::Q as Q490;
use m491::Q as Q491;
use m492::Q as Q492;
use m493::Q as Q493;
use m494::Q as Q494;
use m495::Q as Q495;
use m496::Q as Q496;
use m497::Q as Q497;
use m498::Q as Q498;
use m499::Q as Q499;
use m500::Q as Q500;
use m501::Q as Q501;
use m502::Q as Q502;
use m503::Q as Q503;
use m504::Q as Q504;
use m505::Q as Q505;
use m506::Q as Q506;
use m507::Q as Q507;
use m508::Q as Q508;
use m509::Q as Q509;
use m510::Q as Q510;
use m511::Q as Q511;
use m512::Q as Q512;
use m513::Q as Q513;
use m514::Q as Q514;
use m515::Q as Q515;
use m516::Q as Q516;
use m517::Q as Q517;
use m518::Q as Q518;
use m519::Q as Q519;
use m520::Q as Q520;
use m521::Q as Q521;
use m522::Q as Q522;
use m523::Q as Q523;
use m524::Q as Q524;
use m525::Q as Q525;
use m526::Q as Q526;
use m527::Q as Q527;
use m528::Q as Q528;
use m529::Q as Q529;
use m530::Q as Q530;
use m531::Q as Q531;
use m532::Q as Q532;
use m533::Q as Q533;
use m534::Q as Q534;
use m535::Q as Q535;
use m536::Q as Q536;
use m537::Q as Q537;
use m538::Q as Q538;
use m539::Q as Q539;
use m540::Q as Q540;
use m541::Q as Q541;
use m542::Q as Q542;
use m543::Q as Q543;
use m544::Q as Q544;
use m545::Q as Q545;
use m546::Q as Q546;
use m547::Q as Q547;
use m548::Q as Q548;
use m549::Q as Q549;
use m550::Q as Q550;
use m551::Q as Q551;
use m552::Q as Q552;
use m553::Q as Q553;
use m554::Q as Q554;
use m555::Q as Q555;
use m556::Q as Q556;
use m557::Q as Q557;
use m558::Q as Q558;
use m559::Q as Q559;
use m560::Q as Q560;
use m561::Q as Q561;
use m562::Q as Q562;
use m563::Q as Q563;
use m564::Q as Q564;
use m565::Q as Q565;
use m566::Q as Q566;
use m567::Q as Q567;
use m568::Q as Q568;
use m569::Q as Q569;
use m570::Q as Q570;
use m571::Q as Q571;
use m572::Q as Q572;
use m573::Q as Q573;
use m574::Q as Q574;
use m575::Q as Q575;
use m576::Q as Q576;
use m577::Q as Q577;
use m578::Q as Q578;
use m579::Q as Q579;
use m580::Q as Q580;
use m581::Q as Q581;
use m582::Q as Q582;
use m583::Q as Q583;
use m584::Q as Q584;
use m585::Q as Q585;
use m586::Q as Q586;
use m587::Q as Q587;
use m588::Q as Q588;
use m589::Q as Q589;
use m590::Q as Q590;
use m591::Q as Q591;
use m592::Q as Q592;
use m593::Q as Q593;
use m594::Q as Q594;
use m595::Q as Q595;
use m596::Q as Q596;
use m597::Q as Q597;
use m598::Q as Q598;
use m599::Q as Q599;
use m600::Q as Q600;
use m601::Q as Q601;
use m602::Q as Q602;
use m603::Q as Q603;
use m604::Q as Q604;
use m605::Q as Q605;
use m606::Q as Q606;
use m607::Q as Q607;
use m608::Q as Q608;
use m609::Q as Q609;
use m610::Q as Q610;
use m611::Q as Q611;
use m612::Q as Q612;
use m613::Q as Q613;
use m614::Q as Q614;
use m615::Q as Q615;
use m616::Q as Q616;
use m617::Q as Q617;
use m618::Q as Q618;
use m619::Q as Q619;
use m620::Q as Q620;
use m621::Q as Q621;
use m622::Q as Q622;
use m623::Q as Q623;
use m624::Q as Q624;
use m625::Q as Q625;
use m626::Q as Q626;
use m627::Q as Q627;
use m628::Q as Q628;
use m629::Q as Q629;
use m630::Q as Q630;
use m631::Q as Q631;
use m632::Q as Q632;
use m633::Q as Q633;
use m634::Q as Q634;
use m635::Q as Q635;
use m636::Q as Q636;
use m637::Q as Q637;
use m638::Q as Q638;
use m639::Q as Q639;
use m640::Q as Q640;
use m641::Q as Q641;
use m642::Q as Q642;
use m643::Q as Q643;
use m644::Q as Q644;
use m645::Q as Q645;
use m646::Q as Q646;
use m647::Q as Q647;
use m648::Q as Q648;
use m649::Q as Q649;
use m650::Q as Q650;
use m651::Q as Q651;
use m652::Q as Q652;
use m653::Q as Q653;
use m654::Q as Q654;
use m655::Q as Q655;
use m656::Q as Q656;
use m657::Q as Q657;
use m658::Q as Q658;
use m659::Q as Q659;
use m660::Q as Q660;
use m661::Q as Q661;
use m662::Q as Q662;
use m663::Q as Q663;
use m664::Q as Q664;
use m665::Q as Q665;
use m666::Q as Q666;
use m667::Q as Q667;
use m668::Q as Q668;
use m669::Q as Q669;
use m670::Q as Q670;
use m671::Q as Q671;
use m672::Q as Q672;
use m673::Q as Q673;
use m674::Q as Q674;
use m675::Q as Q675;
use m676::Q as Q676;
use m677::Q as Q677;
use m678::Q as Q678;
use m679::Q as Q679;
use m680::Q as Q680;
use m681::Q as Q681;
use m682::Q as Q682;
use m683::Q as Q683;
use m684::Q as Q684;
use m685::Q as Q685;
use m686::Q as Q686;
use m687::Q as Q687;
use m688::Q as Q688;
use m689::Q as Q689;
use m690::Q as Q690;
use m691::Q as Q691;
use m692::Q as Q692;
use m693::Q as Q693;
use m694::Q as Q694;
use m695::Q as Q695;
use m696::Q as Q696;
use m697::Q as Q697;
use m698::Q as Q698;
use m699::Q as Q699;
use m700::Q as Q700;
use m701::Q as Q701;
use m702::Q as Q702;
use m703::Q as Q703;
use m704::Q as Q704;
use m705::Q as Q705;
use m706::Q as Q706;
use m707::Q as Q707;
use m708::Q as Q708;
use m709::Q as Q709;
use m710::Q as Q710;
use m711::Q as Q711;
use m712::Q as Q712;
use m713::Q as Q713;
use m714::Q as Q714;
use m715::Q as Q715;
use m716::Q as Q716;
use m717::Q as Q717;
use m718::Q as Q718;
use m719::Q as Q719;
use m720::Q as Q720;
use m721::Q as Q721;
use m722::Q as Q722;
use m723::Q as Q723;
use m724::Q as Q724;
use m725::Q as Q725;
use m726::Q as Q726;
use m727::Q as Q727;
use m728::Q as Q728;
use m729::Q as Q729;
use m730::Q as Q730;
use m731::Q as Q731;
use m732::Q as Q732;
use m733::Q as Q733;
use m734::Q as Q734;
use m735::Q as Q735;
use m736::Q as Q736;
use m737::Q as Q737;
use m738::Q as Q738;
use m739::Q as Q739;
use m740::Q as Q740;
use m741::Q as Q741;
use m742::Q as Q742;
use m743::Q as Q743;
use m744::Q as Q744;
use m745::Q as Q745;
use m746::Q as Q746;
use m747::Q as Q747;
use m748::Q as Q748;
use m749::Q as Q749;
use m750::Q as Q750;
use m751::Q as Q751;
use m752::Q as Q752;
use m753::Q as Q753;
use m754::Q as Q754;
use m755::Q as Q755;
use m756::Q as Q756;
use m757::Q as Q757;
use m758::Q as Q758;
use m759::Q as Q759;
use m760::Q as Q760;
use m761::Q as Q761;
use m762::Q as Q762;
use m763::Q as Q763;
use m764::Q as Q764;
use m765::Q as Q765;
use m766::Q as Q766;
use m767::Q as Q767;
use m768::Q as Q768;
use m769::Q as Q769;
use m770::Q as Q770;
use m771::Q as Q771;
use m772::Q as Q772;
use m773::Q as Q773;
use m774::Q as Q774;
use m775::Q as Q775;
use m776::Q as Q776;
use m777::Q as Q777;
use m778::Q as Q778;
use m779::Q as Q779;
use m780::Q as Q780;
use m781::Q as Q781;
use m782::Q as Q782;
use m783::Q as Q783;
use m784::Q as Q784;
use m785::Q as Q785;
use m786::Q as Q786;
use m787::Q as Q787;
use m788::Q as Q788;
use m789::Q as Q789;
use m790::Q as Q790;
use m791::Q as Q791;
use m792::Q as Q792;
use m793::Q as Q793;
use m794::Q as Q794;
use m795::Q as Q795;
use m796::Q as Q796;
use m797::Q as Q797;
use m798::Q as Q798;
use m799::Q as Q799;
use m800::Q as Q800;
use m801::Q as Q801;
use m802::Q as Q802;
use m803::Q as Q803;
use m804::Q as Q804;
use m805::Q as Q805;
use m806::Q as Q806;
use m807::Q as Q807;
use m808::Q as Q808;
use m809::Q as Q809;
use m810::Q as Q810;
use m811::Q as Q811;
use m812::Q as Q812;
use m813::Q as Q813;
use m814::Q as Q814;
use m815::Q as Q815;
use m816::Q as Q816;
use m817::Q as Q817;
use m818::Q as Q818;
use m819::Q as Q819;
use m820::Q as Q820;
use m821::Q as Q821;
use m822::Q as Q822;
use m823::Q as Q823;
use m824::Q as Q824;
use m825::Q as Q825;
use m826::Q as Q826;
use m827::Q as Q827;
use m828::Q as Q828;
use m829::Q as Q829;
use m830::Q as Q830;
use m831::Q as Q831;
use m832::Q as Q832;
use m833::Q as Q833;
use m834::Q as Q834;
use m835::Q as Q835;
use m836::Q as Q836;
use m837::Q as Q837;
use m838::Q as Q838;
use m839::Q as Q839;
use m840::Q as Q840;
use m841::Q as Q841;
use m842::Q as Q842;
use m843::Q as Q843;
use m844::Q as Q844;
use m845::Q as Q845;
use m846::Q as Q846;
use m847::Q as Q847;
use m848::Q as Q848;
use m849::Q as Q849;
use m850::Q as Q850;
use m851::Q as Q851;
use m852::Q as Q852;
use m853::Q as Q853;
use m854::Q as Q854;
use m855::Q as Q855;
use m856::Q as Q856;
use m857::Q as Q857;
use m858::Q as Q858;
use m859::Q as Q859;
use m860::Q as Q860;
use m861::Q as Q861;
use m862::Q as Q862;
use m863::Q as Q863;
use m864::Q as Q864;
use m865::Q as Q865;
use m866::Q as Q866;
use m867::Q as Q867;
use m868::Q as Q868;
use m869::Q as Q869;
use m870::Q as Q870;
use m871::Q as Q871;
use m872::Q as Q872;
use m873::Q as Q873;
use m874::Q as Q874;
use m875::Q as Q875;
use m876::Q as Q876;
use m877::Q as Q877;
use m878::Q as Q878;
use m879::Q as Q879;
use m880::Q as Q880;
use m881::Q as Q881;
use m882::Q as Q882;
use m883::Q as Q883;
use m884::Q as Q884;
use m885::Q as Q885;
use m886::Q as Q886;
use m887::Q as Q887;
use m888::Q as Q888;
use m889::Q as Q889;
use m890::Q as Q890;
use m891::Q as Q891;
use m892::Q as Q892;
use m893::Q as Q893;
use m894::Q as Q894;
use m895::Q as Q895;
use m896::Q as Q896;
use m897::Q as Q897;
use m898::Q as Q898;
use m899::Q as Q899;
use m900::Q as Q900;
use m901::Q as Q901;
use m902::Q as Q902;
use m903::Q as Q903;
use m904::Q as Q904;
use m905::Q as Q905;
use m906::Q as Q906;
use m907::Q as Q907;
use m908::Q as Q908;
use m909::Q as Q909;
use m910::Q as Q910;
use m911::Q as Q911;
use m912::Q as Q912;
use m913::Q as Q913;
use m914::Q as Q914;
use m915::Q as Q915;
use m916::Q as Q916;
use m917::Q as Q917;
use m918::Q as Q918;
use m919::Q as Q919;
use m920::Q as Q920;
use m921::Q as Q921;
use m922::Q as Q922;
use m923::Q as Q923;
use m924::Q as Q924;
use m925::Q as Q925;
use m926::Q as Q926;
use m927::Q as Q927;
use m928::Q as Q928;
use m929::Q as Q929;
use m930::Q as Q930;
use m931::Q as Q931;
use m932::Q as Q932;
use m933::Q as Q933;
use m934::Q as Q934;
use m935::Q as Q935;
use m936::Q as Q936;
use m937::Q as Q937;
use m938::Q as Q938;
use m939::Q as Q939;
use m940::Q as Q940;
use m941::Q as Q941;
use m942::Q as Q942;
use m943::Q as Q943;
use m944::Q as Q944;
use m945::Q as Q945;
use m946::Q as Q946;
use m947::Q as Q947;
use m948::Q as Q948;
use m949::Q as Q949;
use m950::Q as Q950;
use m951::Q as Q951;
use m952::Q as Q952;
use m953::Q as Q953;
use m954::Q as Q954;
use m955::Q as Q955;
use m956::Q as Q956;
use m957::Q as Q957;
use m958::Q as Q958;
use m959::Q as Q959;
use m960::Q as Q960;
use m961::Q as Q961;
use m962::Q as Q962;
use m963::Q as Q963;
use m964::Q as Q964;
use m965::Q as Q965;
use m966::Q as Q966;
use m967::Q as Q967;
use m968::Q as Q968;
use m969::Q as Q969;
use m970::Q as Q970;
use m971::Q as Q971;
use m972::Q as Q972;
use m973::Q as Q973;
use m974::Q as Q974;
use m975::Q as Q975;
use m976::Q as Q976;
use m977::Q as Q977;
use m978::Q as Q978;
use m979::Q as Q979;
use m980::Q as Q980;
use m981::Q as Q981;
use m982::Q as Q982;
use m983::Q as Q983;
use m984::Q as Q984;
use m985::Q as Q985;
use m986::Q as Q986;
use m987::Q as Q987;
use m988::Q as Q988;
use m989::Q as Q989;
use m990::Q as Q990;
use m991::Q as Q991;
use m992::Q as Q992;
use m993::Q as Q993;
use m994::Q as Q994;
use m995::Q as Q995;
use m996::Q as Q996;
use m997::Q as Q997;
use m998::Q as Q998;
use m999::Q as Q999;
use m1000::Q as Q1000;
use m1001::Q as Q1001;
use m1002::Q as Q1002;
use m1003::Q as Q1003;
use m1004::Q as Q1004;
use m1005::Q as Q1005;
use m1006::Q as Q1006;
use m1007::Q as Q1007;
use m1008::Q as Q1008;
use m1009::Q as Q1009;
use m1010::Q as Q1010;
use m1011::Q as Q1011;
use m1012::Q as Q1012;
use m1013::Q as Q1013;
use m1014::Q as Q1014;
use m1015::Q as Q1015;
use m1016::Q as Q1016;
use m1017::Q as Q1017;
use m1018::Q as Q1018;
use m1019::Q as Q1019;
use m1020::Q as Q1020;
use m1021::Q as Q1021;
use m1022::Q as Q1022;
use m1023::Q as Q1023;
use m1024::Q as Q1024;
use m1025::Q as Q1025;
use m1026::Q as Q1026;
use m1027::Q as Q1027;
use m1028::Q as Q1028;
use m1029::Q as Q1029;
use m1030::Q as Q1030;
use m1031::Q as Q1031;
use m1032::Q as Q1032;
use m1033::Q as Q1033;
use m1034::Q as Q1034;
use m1035::Q as Q1035;
use m1036::Q as Q1036;
use m1037::Q as Q1037;
use m1038::Q as Q1038;
use m1039::Q as Q1039;
use m1040::Q as Q1040;
use m1041::Q as Q1041;
use m1042::Q as Q1042;
use m1043::Q as Q1043;
use m1044::Q as Q1044;
use m1045::Q as Q1045;
use m1046::Q as Q1046;
use m1047::Q as Q1047;
use m1048::Q as Q1048;
use m1049::Q as Q1049;
use m1050::Q as Q1050;
use m1051::Q as Q1051;
use m1052::Q as Q1052;
use m1053::Q as Q1053;
use m1054::Q as Q1054;
use m1055::Q as Q1055;
use m1056::Q as Q1056;
use m1057::Q as Q1057;
use m1058::Q as Q1058;
use m1059::Q as Q1059;
use m1060::Q as Q1060;
use m1061::Q as Q1061;
use m1062::Q as Q1062;
use m1063::Q as Q1063;
use m1064::Q as Q1064;
use m1065::Q as Q1065;
use m1066::Q as Q1066;
use m1067::Q as Q1067;
use m1068::Q as Q1068;
use m1069::Q as Q1069;
use m1070::Q as Q1070;
use m1071::Q as Q1071;
use m1072::Q as Q1072;
use m1073::Q as Q1073;
use m1074::Q as Q1074;
use m1075::Q as Q1075;
use m1076::Q as Q1076;
use m1077::Q as Q1077;
use m1078::Q as Q1078;
use m1079::Q as Q1079;
use m1080::Q as Q1080;
use m1081::Q as Q1081;
use m1082::Q as Q1082;
use m1083::Q as Q1083;
use m1084::Q as Q1084;
use m1085::Q as Q1085;
use m1086::Q as Q1086;
use m1087::Q as Q1087;
use m1088::Q as Q1088;
use m1089::Q as Q1089;
use m1090::Q as Q1090;
use m1091::Q as Q1091;
use m1092::Q as Q1092;
use m1093::Q as Q1093;
use m1094::Q as Q1094;
use m1095::Q as Q1095;
use m1096::Q as Q1096;
use m1097::Q as Q1097;
use m1098::Q as Q1098;
use m1099::Q as Q1099;
use m1100::Q as Q1100;
use m1101::Q as Q1101;
use m1102::Q as Q1102;
use m1103::Q as Q1103;
use m1104::Q as Q1104;
use m1105::Q as Q1105;
use m1106::Q as Q1106;
use m1107::Q as Q1107;
use m1108::Q as Q1108;
use m1109::Q as Q1109;
use m1110::Q as Q1110;
use m1111::Q as Q1111;
use m1112::Q as Q1112;
use m1113::Q as Q1113;
use m1114::Q as Q1114;
use m1115::Q as Q1115;
use m1116::Q as Q1116;
use m1117::Q as Q1117;
use m1118::Q as Q1118;
use m1119::Q as Q1119;
use m1120::Q as Q1120;
use m1121::Q as Q1121;
use m1122::Q as Q1122;
use m1123::Q as Q1123;
use m1124::Q as Q1124;
use m1125::Q as Q1125;
use m1126::Q as Q1126;
use m1127::Q as Q1127;
use m1128::Q as Q1128;
use m1129::Q as Q1129;
use m1130::Q as Q1130;
use m1131::Q as Q1131;
use m1132::Q as Q1132;
use m1133::Q as Q1133;
use m1134::Q as Q1134;
use m1135::Q as Q1135;
use m1136::Q as Q1136;
use m1137::Q as Q1137;
use m1138::Q as Q1138;
use m1139::Q as Q1139;
use m1140::Q as Q1140;
use m1141::Q as Q1141;
use m1142::Q as Q1142;
use m1143::Q as Q1143;
use m1144::Q as Q1144;
use m1145::Q as Q1145;
use m1146::Q as Q1146;
use m1147::Q as Q1147;
use m1148::Q as Q1148;
use m1149::Q as Q1149;
use m1150::Q as Q1150;
use m1151::Q as Q1151;
use m1152::Q as Q1152;
use m1153::Q as Q1153;
use m1154::Q as Q1154;
use m1155::Q as Q1155;
use m1156::Q as Q1156;
use m1157::Q as Q1157;
use m1158::Q as Q1158;
use m1159::Q as Q1159;
use m1160::Q as Q1160;
use m1161::Q as Q1161;
use m1162::Q as Q1162;
use m1163::Q as Q1163;
use m1164::Q as Q1164;
use m1165::Q as Q1165;
use m1166::Q as Q1166;
use m1167::Q as Q1167;
use m1168::Q as Q1168;
use m1169::Q as Q1169;
use m1170::Q as Q1170;
use m1171::Q as Q1171;
use m1172::Q as Q1172;
use m1173::Q as Q1173;
use m1174::Q as Q1174;
use m1175::Q as Q1175;
use m1176::Q as Q1176;
use m1177::Q as Q1177;
use m1178::Q as Q1178;
use m1179::Q as Q1179;
use m1180::Q as Q1180;
use m1181::Q as Q1181;
use m1182::Q as Q1182;
use m1183::Q as Q1183;
use m1184::Q as Q1184;
use m1185::Q as Q1185;
use m1186::Q as Q1186;
use m1187::Q as Q1187;
use m1188::Q as Q1188;
use m1189::Q as Q1189;
use m1190::Q as Q1190;
use m1191::Q as Q1191;
use m1192::Q as Q1192;
use m1193::Q as Q1193;
use m1194::Q as Q1194;
use m1195::Q as Q1195;
use m1196::Q as Q1196;
use m1197::Q as Q1197;
use m1198::Q as Q1198;
use m1199::Q as Q1199;
use m1200::Q as Q1200;
use m1201::Q as Q1201;
use m1202::Q as Q1202;
use m1203::Q as Q1203;
use m1204::Q as Q1204;
use m1205::Q as Q1205;
use m1206::Q as Q1206;
use m1207::Q as Q1207;
use m1208::Q as Q1208;
use m1209::Q as Q1209;
use m1210::Q as Q1210;
use m1211::Q as Q1211;
use m1212::Q as Q1212;
use m1213::Q as Q1213;
use m1214::Q as Q1214;
use m1215::Q as Q1215;
use m1216::Q as Q1216;
use m1217::Q as Q1217;
use m1218::Q as Q1218;
use m1219::Q as Q1219;
use m1220::Q as Q1220;
use m1221::Q as Q1221;
use m1222::Q as Q1222;
use m1223::Q as Q1223;
use m1224::Q as Q1224;
use m1225::Q as Q1225;
use m1226::Q as Q1226;
use m1227::Q as Q1227;
use m1228::Q as Q1228;
use m1229::Q as Q1229;
use m1230::Q as Q1230;
use m1231::Q as Q1231;
use m1232::Q as Q1232;
use m1233::Q as Q1233;
use m1234::Q as Q1234;
use m1235::Q as Q1235;
use m1236::Q as Q1236;
use m1237::Q as Q1237;
use m1238::Q as Q1238;
use m1239::Q as Q1239;
use m1240::Q as Q1240;
use m1241::Q as Q1241;
use m1242::Q as Q1242;
use m1243::Q as Q1243;
use m1244::Q as Q1244;
use m1245::Q as Q1245;
use m1246::Q as Q1246;
use m1247::Q as Q1247;
use m1248::Q as Q1248;
use m1249::Q as Q1249;
use m1250::Q as Q1250;
use m1251::Q as Q1251;
use m1252::Q as Q1252;
use m1253::Q as Q1253;
use m1254::Q as Q1254;
use m1255::Q as Q1255;
use m1256::Q as Q1256;
use m1257::Q as Q1257;
use m1258::Q as Q1258;
use m1259::Q as Q1259;
use m1260::Q as Q1260;
use m1261::Q as Q1261;
use m1262::Q as Q1262;
use m1263::Q as Q1263;
use m1264::Q as Q1264;
use m1265::Q as Q1265;
use m1266::Q as Q1266;
use m1267::Q as Q1267;
use m1268::Q as Q1268;
use m1269::Q as Q1269;
use m1270::Q as Q1270;
use m1271::Q as Q1271;
use m1272::Q as Q1272;
use m1273::Q as Q1273;
use m1274::Q as Q1274;
use m1275::Q as Q1275;
use m1276::Q as Q1276;
use m1277::Q as Q1277;
use m1278::Q as Q1278;
use m1279::Q as Q1279;
use m1280::Q as Q1280;
use m1281::Q as Q1281;
use m1282::Q as Q1282;
use m1283::Q as Q1283;
use m1284::Q as Q1284;
use m1285::Q as Q1285;
use m1286::Q as Q1286;
use m1287::Q as Q1287;
use m1288::Q as Q1288;
use m1289::Q as Q1289;
use m1290::Q as Q1290;
use m1291::Q as Q1291;
use m1292::Q as Q1292;
use m1293::Q as Q1293;
use m1294::Q as Q1294;
use m1295::Q as Q1295;
use m1296::Q as Q1296;
use m1297::Q as Q1297;
use m1298::Q as Q1298;
use m1299::Q as Q1299;
use m1300::Q as Q1300;
use m1301::Q as Q1301;
use m1302::Q as Q1302;
use m1303::Q as Q1303;
use m1304::Q as Q1304;
use m1305::Q as Q1305;
use m1306::Q as Q1306;
use m1307::Q as Q1307;
use m1308::Q as Q1308;
use m1309::Q as Q1309;
use m1310::Q as Q1310;
use m1311::Q as Q1311;
use m1312::Q as Q1312;
use m1313::Q as Q1313;
use m1314::Q as Q1314;
use m1315::Q as Q1315;
use m1316::Q as Q1316;
use m1317::Q as Q1317;
use m1318::Q as Q1318;
use m1319::Q as Q1319;
use m1320::Q as Q1320;
use m1321::Q as Q1321;
use m1322::Q as Q1322;
use m1323::Q as Q1323;
use m1324::Q as Q1324;
use m1325::Q as Q1325;
use m1326::Q as Q1326;
use m1327::Q as Q1327;
use m1328::Q as Q1328;
use m1329::Q as Q1329;
use m1330::Q as Q1330;
use m1331::Q as Q1331;
use m1332::Q as Q1332;
use m1333::Q as Q1333;
use m1334::Q as Q1334;
use m1335::Q as Q1335;
use m1336::Q as Q1336;
use m1337::Q as Q1337;
use m1338::Q as Q1338;
use m1339::Q as Q1339;
use m1340::Q as Q1340;
use m1341::Q as Q1341;
use m1342::Q as Q1342;
use m1343::Q as Q1343;
use m1344::Q as Q1344;
use m1345::Q as Q1345;
use m1346::Q as Q1346;
use m1347::Q as Q1347;
use m1348::Q as Q1348;
use m1349::Q as Q1349;
use m1350::Q as Q1350;
use m1351::Q as Q1351;
use m1352::Q as Q1352;
use m1353::Q as Q1353;
use m1354::Q as Q1354;
use m1355::Q as Q1355;
use m1356::Q as Q1356;
use m1357::Q as Q1357;
use m1358::Q as Q1358;
use m1359::Q as Q1359;
use m1360::Q as Q1360;
use m1361::Q as Q1361;
use m1362::Q as Q1362;
use m1363::Q as Q1363;
use m1364::Q as Q1364;
use m1365::Q as Q1365;
use m1366::Q as Q1366;
use m1367::Q as Q1367;
use m1368::Q as Q1368;
use m1369::Q as Q1369;
use m1370::Q as Q1370;
use m1371::Q as Q1371;
use m1372::Q as Q1372;
use m1373::Q as Q1373;
use m1374::Q as Q1374;
use m1375::Q as Q1375;
use m1376::Q as Q1376;
use m1377::Q as Q1377;
use m1378::Q as Q1378;
use m1379::Q as Q1379;
use m1380::Q as Q1380;
use m1381::Q as Q1381;
use m1382::Q as Q1382;
use m1383::Q as Q1383;
use m1384::Q as Q1384;
use m1385::Q as Q1385;
use m1386::Q as Q1386;
use m1387::Q as Q1387;
use m1388::Q as Q1388;
use m1389::Q as Q1389;
use m1390::Q as Q1390;
use m1391::Q as Q1391;
use m1392::Q as Q1392;
use m1393::Q as Q1393;
use m1394::Q as Q1394;
use m1395::Q as Q1395;
use m1396::Q as Q1396;
use m1397::Q as Q1397;
use m1398::Q as Q1398;
use m1399::Q as Q1399;
use m1400::Q as Q1400;
use m1401::Q as Q1401;
use m1402::Q as Q1402;
use m1403::Q as Q1403;
use m1404::Q as Q1404;
use m1405::Q as Q1405;
use m1406::Q as Q1406;
use m1407::Q as Q1407;
use m1408::Q as Q1408;
use m1409::Q as Q1409;
use m1410::Q as Q1410;
use m1411::Q as Q1411;
use m1412::Q as Q1412;
use m1413::Q as Q1413;
use m1414::Q as Q1414;
use m1415::Q as Q1415;
use m1416::Q as Q1416;
use m1417::Q as Q1417;
use m1418::Q as Q1418;
use m1419::Q as Q1419;
use m1420::Q as Q1420;
use m1421::Q as Q1421;
use m1422::Q as Q1422;
use m1423::Q as Q1423;
use m1424::Q as Q1424;
use m1425::Q as Q1425;
use m1426::Q as Q1426;
use m1427::Q as Q1427;
use m1428::Q as Q1428;
use m1429::Q as Q1429;
use m1430::Q as Q1430;
use m1431::Q as Q1431;
use m1432::Q as Q1432;
use m1433::Q as Q1433;
use m1434::Q as Q1434;
use m1435::Q as Q1435;
use m1436::Q as Q1436;
use m1437::Q as Q1437;
use m1438::Q as Q1438;
use m1439::Q as Q1439;
use m1440::Q as Q1440;
use m1441::Q as Q1441;
use m1442::Q as Q1442;
use m1443::Q as Q1443;
use m1444::Q as Q1444;
use m1445::Q as Q1445;
use m1446::Q as Q1446;
use m1447::Q as Q1447;
use m1448::Q as Q1448;
use m1449::Q as Q1449;
use m1450::Q as Q1450;
use m1451::Q as Q1451;
use m1452::Q as Q1452;
use m1453::Q as Q1453;
use m1454::Q as Q1454;
use m1455::Q as Q1455;
use m1456::Q as Q1456;
use m1457::Q as Q1457;
use m1458::Q as Q1458;
use m1459::Q as Q1459;
use m1460::Q as Q1460;
use m1461::Q as Q1461;
use m1462::Q as Q1462;
use m1463::Q as Q1463;
use m1464::Q as Q1464;
use m1465::Q as Q1465;
use m1466::Q as Q1466;
use m1467::Q as Q1467;
use m1468::Q as Q1468;
use m1469::Q as Q1469;
use m1470::Q as Q1470;
use m1471::Q as Q1471;
use m1472::Q as Q1472;
use m1473::Q as Q1473;
use m1474::Q as Q1474;
use m1475::Q as Q1475;
use m1476::Q as Q1476;
use m1477::Q as Q1477;
use m1478::Q as Q1478;
use m1479::Q as Q1479;
use m1480::Q as Q1480;
use m1481::Q as Q1481;
use m1482::Q as Q1482;
use m1483::Q as Q1483;
use m1484::Q as Q1484;
use m1485::Q as Q1485;
use m1486::Q as Q1486;
use m1487::Q as Q1487;
use m1488::Q as Q1488;
use m1489::Q as Q1489;
use m1490::Q as Q1490;
use m1491::Q as Q1491;
use m1492::Q as Q1492;
use m1493::Q as Q1493;
use m1494::Q as Q1494;
use m1495::Q as Q1495;
use m1496::Q as Q1496;
use m1497::Q as Q1497;
use m1498::Q as Q1498;
use m1499::Q as Q1499;
use m1500::Q as Q1500;
use m1501::Q as Q1501;
use m1502::Q as Q1502;
use m1503::Q as Q1503;
use m1504::Q as Q1504;
use m1505::Q as Q1505;
use m1506::Q as Q1506;
use m1507::Q as Q1507;
use m1508::Q as Q1508;
use m1509::Q as Q1509;
use m1510::Q as Q1510;
use m1511::Q as Q1511;
use m1512::Q as Q1512;
use m1513::Q as Q1513;
use m1514::Q as Q1514;
use m1515::Q as Q1515;
use m1516::Q as Q1516;
use m1517::Q as Q1517;
use m1518::Q as Q1518;
use m1519::Q as Q1519;
use m1520::Q as Q1520;
use m1521::Q as Q1521;
use m1522::Q as Q1522;
use m1523::Q as Q1523;
use m1524::Q as Q1524;
use m1525::Q as Q1525;
use m1526::Q as Q1526;
use m1527::Q as Q1527;
use m1528::Q as Q1528;
use m1529::Q as Q1529;
use m1530::Q as Q1530;
use m1531::Q as Q1531;
use m1532::Q as Q1532;
use m1533::Q as Q1533;
use m1534::Q as Q1534;
use m1535::Q as Q1535;
use m1536::Q as Q1536;
use m1537::Q as Q1537;
use m1538::Q as Q1538;
use m1539::Q as Q1539;
use m1540::Q as Q1540;
use m1541::Q as Q1541;
use m1542::Q as Q1542;
use m1543::Q as Q1543;
use m1544::Q as Q1544;
use m1545::Q as Q1545;
use m1546::Q as Q1546;
use m1547::Q as Q1547;
use m1548::Q as Q1548;
use m1549::Q as Q1549;
use m1550::Q as Q1550;
use m1551::Q as Q1551;
use m1552::Q as Q1552;
use m1553::Q as Q1553;
use m1554::Q as Q1554;
use m1555::Q as Q1555;
use m1556::Q as Q1556;
use m1557::Q as Q1557;
use m1558::Q as Q1558;
use m1559::Q as Q1559;
use m1560::Q as Q1560;
use m1561::Q as Q1561;
use m1562::Q as Q1562;
use m1563::Q as Q1563;
use m1564::Q as Q1564;
use m1565::Q as Q1565;
use m1566::Q as Q1566;
use m1567::Q as Q1567;
use m1568::Q as Q1568;
use m1569::Q as Q1569;
use m1570::Q as Q1570;
use m1571::Q as Q1571;
use m1572::Q as Q1572;
use m1573::Q as Q1573;
use m1574::Q as Q1574;
use m1575::Q as Q1575;
use m1576::Q as Q1576;
use m1577::Q as Q1577;
use m1578::Q as Q1578;
use m1579::Q as Q1579;
use m1580::Q as Q1580;
use m1581::Q as Q1581;
use m1582::Q as Q1582;
use m1583::Q as Q1583;
use m1584::Q as Q1584;
use m1585::Q as Q1585;
use m1586::Q as Q1586;
use m1587::Q as Q1587;
use m1588::Q as Q1588;
use m1589::Q as Q1589;
use m1590::Q as Q1590;
use m1591::Q as Q1591;
use m1592::Q as Q1592;
use m1593::Q as Q1593;
use m1594::Q as Q1594;
use m1595::Q as Q1595;
use m1596::Q as Q1596;
use m1597::Q as Q1597;
use m1598::Q as Q1598;
use m1599::Q as Q1599;
use m1600::Q as Q1600;
use m1601::Q as Q1601;
use m1602::Q as Q1602;
use m1603::Q as Q1603;
use m1604::Q as Q1604;
use m1605::Q as Q1605;
use m1606::Q as Q1606;
use m1607::Q as Q1607;
use m1608::Q as Q1608;
use m1609::Q as Q1609;
use m1610::Q as Q1610;
use m1611::Q as Q1611;
use m1612::Q as Q1612;
use m1613::Q as Q1613;
use m1614::Q as Q1614;
use m1615::Q as Q1615;
use m1616::Q as Q1616;
use m1617::Q as Q1617;
use m1618::Q as Q1618;
use m1619::Q as Q1619;
use m1620::Q as Q1620;
use m1621::Q as Q1621;
use m1622::Q as Q1622;
use m1623::Q as Q1623;
use m1624::Q as Q1624;
use m1625::Q as Q1625;
use m1626::Q as Q1626;
use m1627::Q as Q1627;
use m1628::Q as Q1628;
use m1629::Q as Q1629;
use m1630::Q as Q1630;
use m1631::Q as Q1631;
use m1632::Q as Q1632;
use m1633::Q as Q1633;
use m1634::Q as Q1634;
use m1635::Q as Q1635;
use m1636::Q as Q1636;
use m1637::Q as Q1637;
use m1638::Q as Q1638;
use m1639::Q as Q1639;
use m1640::Q as Q1640;
use m1641::Q as Q1641;
use m1642::Q as Q1642;
use m1643::Q as Q1643;
use m1644::Q as Q1644;
use m1645::Q as Q1645;
use m1646::Q as Q1646;
use m1647::Q as Q1647;
use m1648::Q as Q1648;
use m1649::Q as Q1649;
use m1650::Q as Q1650;
use m1651::Q as Q1651;
use m1652::Q as Q1652;
use m1653::Q as Q1653;
use m1654::Q as Q1654;
use m1655::Q as Q1655;
use m1656::Q as Q1656;
use m1657::Q as Q1657;
use m1658::Q as Q1658;
use m1659::Q as Q1659;
use m1660::Q as Q1660;
use m1661::Q as Q1661;
use m1662::Q as Q1662;
use m1663::Q as Q1663;
use m1664::Q as Q1664;
use m1665::Q as Q1665;
use m1666::Q as Q1666;
use m1667::Q as Q1667;
use m1668::Q as Q1668;
use m1669::Q as Q1669;
use m1670::Q as Q1670;
use m1671::Q as Q1671;
use m1672::Q as Q1672;
use m1673::Q as Q1673;
use m1674::Q as Q1674;
use m1675::Q as Q1675;
use m1676::Q as Q1676;
use m1677::Q as Q1677;
use m1678::Q as Q1678;
use m1679::Q as Q1679;
use m1680::Q as Q1680;
use m1681::Q as Q1681;
use m1682::Q as Q1682;
use m1683::Q as Q1683;
use m1684::Q as Q1684;
use m1685::Q as Q1685;
use m1686::Q as Q1686;
use m1687::Q as Q1687;
use m1688::Q as Q1688;
use m1689::Q as Q1689;
use m1690::Q as Q1690;
use m1691::Q as Q1691;
use m1692::Q as Q1692;
use m1693::Q as Q1693;
use m1694::Q as Q1694;
use m1695::Q as Q1695;
use m1696::Q as Q1696;
use m1697::Q as Q1697;
use m1698::Q as Q1698;
use m1699::Q as Q1699;
use m1700::Q as Q1700;
use m1701::Q as Q1701;
use m1702::Q as Q1702;
use m1703::Q as Q1703;
use m1704::Q as Q1704;
use m1705::Q as Q1705;
use m1706::Q as Q1706;
use m1707::Q as Q1707;
use m1708::Q as Q1708;
use m1709::Q as Q1709;
use m1710::Q as Q1710;
use m1711::Q as Q1711;
use m1712::Q as Q1712;
use m1713::Q as Q1713;
use m1714::Q as Q1714;
use m1715::Q as Q1715;
use m1716::Q as Q1716;
use m1717::Q as Q1717;
use m1718::Q as Q1718;
use m1719::Q as Q1719;
use m1720::Q as Q1720;
use m1721::Q as Q1721;
use m1722::Q as Q1722;
use m1723::Q as Q1723;
use m1724::Q as Q1724;
use m1725::Q as Q1725;
use m1726::Q as Q1726;
use m1727::Q as Q1727;
use m1728::Q as Q1728;
use m1729::Q as Q1729;
use m1730::Q as Q1730;
use m1731::Q as Q1731;
use m1732::Q as Q1732;
use m1733::Q as Q1733;
use m1734::Q as Q1734;
use m1735::Q as Q1735;
use m1736::Q as Q1736;
use m1737::Q as Q1737;
use m1738::Q as Q1738;
use m1739::Q as Q1739;
use m1740::Q as Q1740;
use m1741::Q as Q1741;
use m1742::Q as Q1742;
use m1743::Q as Q1743;
use m1744::Q as Q1744;
use m1745::Q as Q1745;
use m1746::Q as Q1746;
use m1747::Q as Q1747;
use m1748::Q as Q1748;
use m1749::Q as Q1749;
use m1750::Q as Q1750;
use m1751::Q as Q1751;
use m1752::Q as Q1752;
use m1753::Q as Q1753;
use m1754::Q as Q1754;
use m1755::Q as Q1755;
use m1756::Q as Q1756;
use m1757::Q as Q1757;
use m1758::Q as Q1758;
use m1759::Q as Q1759;
use m1760::Q as Q1760;
use m1761::Q as Q1761;
use m1762::Q as Q1762;
use m1763::Q as Q1763;
use m1764::Q as Q1764;
use m1765::Q as Q1765;
use m1766::Q as Q1766;
use m1767::Q as Q1767;
use m1768::Q as Q1768;
use m1769::Q as Q1769;
use m1770::Q as Q1770;
use m1771::Q as Q1771;
use m1772::Q as Q1772;
use m1773::Q as Q1773;
use m1774::Q as Q1774;
use m1775::Q as Q1775;
use m1776::Q as Q1776;
use m1777::Q as Q1777;
use m1778::Q as Q1778;
use m1779::Q as Q1779;
use m1780::Q as Q1780;
use m1781::Q as Q1781;
use m1782::Q as Q1782;
use m1783::Q as Q1783;
use m1784::Q as Q1784;
use m1785::Q as Q1785;
use m1786::Q as Q1786;
use m1787::Q as Q1787;
use m1788::Q as Q1788;
use m1789::Q as Q1789;
use m1790::Q as Q1790;
use m1791::Q as Q1791;
use m1792::Q as Q1792;
use m1793::Q as Q1793;
use m1794::Q as Q1794;
use m1795::Q as Q1795;
use m1796::Q as Q1796;
use m1797::Q as Q1797;
use m1798::Q as Q1798;
use m1799::Q as Q1799;
use m1800::Q as Q1800;
use m1801::Q as Q1801;
use m1802::Q as Q1802;
use m1803::Q as Q1803;
use m1804::Q as Q1804;
use m1805::Q as Q1805;
use m1806::Q as Q1806;
use m1807::Q as Q1807;
use m1808::Q as Q1808;
use m1809::Q as Q1809;
use m1810::Q as Q1810;
use m1811::Q as Q1811;
use m1812::Q as Q1812;
use m1813::Q as Q1813;
use m1814::Q as Q1814;
use m1815::Q as Q1815;
use m1816::Q as Q1816;
use m1817::Q as Q1817;
use m1818::Q as Q1818;
use m1819::Q as Q1819;
use m1820::Q as Q1820;
use m1821::Q as Q1821;
use m1822::Q as Q1822;
use m1823::Q as Q1823;
use m1824::Q as Q1824;
use m1825::Q as Q1825;
use m1826::Q as Q1826;
use m1827::Q as Q1827;
use m1828::Q as Q1828;
use m1829::Q as Q1829;
use m1830::Q as Q1830;
use m1831::Q as Q1831;
use m1832::Q as Q1832;
use m1833::Q as Q1833;
use m1834::Q as Q1834;
use m1835::Q as Q1835;
use m1836::Q as Q1836;
use m1837::Q as Q1837;
use m1838::Q as Q1838;
use m1839::Q as Q1839;
use m1840::Q as Q1840;
use m1841::Q as Q1841;
use m1842::Q as Q1842;
use m1843::Q as Q1843;
use m1844::Q as Q1844;
use m1845::Q as Q1845;
use m1846::Q as Q1846;
use m1847::Q as Q1847;
use m1848::Q as Q1848;
use m1849::Q as Q1849;
use m1850::Q as Q1850;
use m1851::Q as Q1851;
use m1852::Q as Q1852;
use m1853::Q as Q1853;
use m1854::Q as Q1854;
use m1855::Q as Q1855;
use m1856::Q as Q1856;
use m1857::Q as Q1857;
use m1858::Q as Q1858;
use m1859::Q as Q1859;
use m1860::Q as Q1860;
use m1861::Q as Q1861;
use m1862::Q as Q1862;
use m1863::Q as Q1863;
use m1864::Q as Q1864;
use m1865::Q as Q1865;
use m1866::Q as Q1866;
use m1867::Q as Q1867;
use m1868::Q as Q1868;
use m1869::Q as Q1869;
use m1870::Q as Q1870;
use m1871::Q as Q1871;
use m1872::Q as Q1872;
use m1873::Q as Q1873;
use m1874::Q as Q1874;
use m1875::Q as Q1875;
use m1876::Q as Q1876;
use m1877::Q as Q1877;
use m1878::Q as Q1878;
use m1879::Q as Q1879;
use m1880::Q as Q1880;
use m1881::Q as Q1881;
use m1882::Q as Q1882;
use m1883::Q as Q1883;
use m1884::Q as Q1884;
use m1885::Q as Q1885;
use m1886::Q as Q1886;
use m1887::Q as Q1887;
use m1888::Q as Q1888;
use m1889::Q as Q1889;
use m1890::Q as Q1890;
use m1891::Q as Q1891;
use m1892::Q as Q1892;
use m1893::Q as Q1893;
use m1894::Q as Q1894;
use m1895::Q as Q1895;
use m1896::Q as Q1896;
use m1897::Q as Q1897;
use m1898::Q as Q1898;
use m1899::Q as Q1899;
use m1900::Q as Q1900;
use m1901::Q as Q1901;
use m1902::Q as Q1902;
use m1903::Q as Q1903;
use m1904::Q as Q1904;
use m1905::Q as Q1905;
use m1906::Q as Q1906;
use m1907::Q as Q1907;
use m1908::Q as Q1908;
use m1909::Q as Q1909;
use m1910::Q as Q1910;
use m1911::Q as Q1911;
use m1912::Q as Q1912;
use m1913::Q as Q1913;
use m1914::Q as Q1914;
use m1915::Q as Q1915;
use m1916::Q as Q1916;
use m1917::Q as Q1917;
use m1918::Q as Q1918;
use m1919::Q as Q1919;
use m1920::Q as Q1920;
use m1921::Q as Q1921;
use m1922::Q as Q1922;
use m1923::Q as Q1923;
use m1924::Q as Q1924;
use m1925::Q as Q1925;
use m1926::Q as Q1926;
use m1927::Q as Q1927;
use m1928::Q as Q1928;
use m1929::Q as Q1929;
use m1930::Q as Q1930;
use m1931::Q as Q1931;
use m1932::Q as Q1932;
use m1933::Q as Q1933;
use m1934::Q as Q1934;
use m1935::Q as Q1935;
use m1936::Q as Q1936;
use m1937::Q as Q1937;
use m1938::Q as Q1938;
use m1939::Q as Q1939;
use m1940::Q as Q1940;
use m1941::Q as Q1941;
use m1942::Q as Q1942;
use m1943::Q as Q1943;
use m1944::Q as Q1944;
use m1945::Q as Q1945;
use m1946::Q as Q1946;
use m1947::Q as Q1947;
use m1948::Q as Q1948;
use m1949::Q as Q1949;
use m1950::Q as Q1950;
use m1951::Q as Q1951;
use m1952::Q as Q1952;
use m1953::Q as Q1953;
use m1954::Q as Q1954;
use m1955::Q as Q1955;
use m1956::Q as Q1956;
use m1957::Q as Q1957;
use m1958::Q as Q1958;
use m1959::Q as Q1959;
use m1960::Q as Q1960;
use m1961::Q as Q1961;
use m1962::Q as Q1962;
use m1963::Q as Q1963;
use m1964::Q as Q1964;
use m1965::Q as Q1965;
use m1966::Q as Q1966;
use m1967::Q as Q1967;
use m1968::Q as Q1968;
use m1969::Q as Q1969;
use m1970::Q as Q1970;
use m1971::Q as Q1971;
use m1972::Q as Q1972;
use m1973::Q as Q1973;
use m1974::Q as Q1974;
use m1975::Q as Q1975;
use m1976::Q as Q1976;
use m1977::Q as Q1977;
use m1978::Q as Q1978;
use m1979::Q as Q1979;
use m1980::Q as Q1980;
use m1981::Q as Q1981;
use m1982::Q as Q1982;
use m1983::Q as Q1983;
use m1984::Q as Q1984;
use m1985::Q as Q1985;
use m1986::Q as Q1986;
use m1987::Q as Q1987;
use m1988::Q as Q1988;
use m1989::Q as Q1989;
use m1990::Q as Q1990;
use m1991::Q as Q1991;
use m1992::Q as Q1992;
use m1993::Q as Q1993;
use m1994::Q as Q1994;
use m1995::Q as Q1995;
use m1996::Q as Q1996;
use m1997::Q as Q1997;
use m1998::Q as Q1998;
use m1999::Q as Q1999;
use m2000::Q as Q2000;
use m2001::Q as Q2001;
use m2002::Q as Q2002;
use m2003::Q as Q2003;
use m2004::Q as Q2004;
use m2005::Q as Q2005;
use m2006::Q as Q2006;
use m2007::Q as Q2007;
use m2008::Q as Q2008;
use m2009::Q as Q2009;
use m2010::Q as Q2010;
use m2011::Q as Q2011;
use m2012::Q as Q2012;
use m2013::Q as Q2013;
use m2014::Q as Q2014;
use m2015::Q as Q2015;
use m2016::Q as Q2016;
use m2017::Q as Q2017;
use m2018::Q as Q2018;
use m2019::Q as Q2019;
use m2020::Q as Q2020;
use m2021::Q as Q2021;
use m2022::Q as Q2022;
use m2023::Q as Q2023;
use m2024::Q as Q2024;
use m2025::Q as Q2025;
use m2026::Q as Q2026;
use m2027::Q as Q2027;
use m2028::Q as Q2028;
use m2029::Q as Q2029;
use m2030::Q as Q2030;
use m2031::Q as Q2031;
use m2032::Q as Q2032;
use m2033::Q as Q2033;
use m2034::Q as Q2034;
use m2035::Q as Q2035;
use m2036::Q as Q2036;
use m2037::Q as Q2037;
use m2038::Q as Q2038;
use m2039::Q as Q2039;
use m2040::Q as Q2040;
use m2041::Q as Q2041;
use m2042::Q as Q2042;
use m2043::Q as Q2043;
use m2044::Q as Q2044;
use m2045::Q as Q2045;
use m2046::Q as Q2046;
use m2047::Q as Q2047;
use m2048::Q as Q2048;
use m2049::Q as Q2049;
use m2050::Q as Q2050;
use m2051::Q as Q2051;
use m2052::Q as Q2052;
use m2053::Q as Q2053;
use m2054::Q as Q2054;
use m2055::Q as Q2055;
use m2056::Q as Q2056;
use m2057::Q as Q2057;
use m2058::Q as Q2058;
use m2059::Q as Q2059;
use m2060::Q as Q2060;
use m2061::Q as Q2061;
use m2062::Q as Q2062;
use m2063::Q as Q2063;
use m2064::Q as Q2064;
use m2065::Q as Q2065;
use m2066::Q as Q2066;
use m2067::Q as Q2067;
use m2068::Q as Q2068;
use m2069::Q as Q2069;
use m2070::Q as Q2070;
use m2071::Q as Q2071;
use m2072::Q as Q2072;
use m2073::Q as Q2073;
use m2074::Q as Q2074;
use m2075::Q as Q2075;
use m2076::Q as Q2076;
use m2077::Q as Q2077;
use m2078::Q as Q2078;
use m2079::Q as Q2079;
use m2080::Q as Q2080;
use m2081::Q as Q2081;
use m2082::Q as Q2082;
use m2083::Q as Q2083;
use m2084::Q as Q2084;
use m2085::Q as Q2085;
use m2086::Q as Q2086;
use m2087::Q as Q2087;
use m2088::Q as Q2088;
use m2089::Q as Q2089;
use m2090::Q as Q2090;
use m2091::Q as Q2091;
use m2092::Q as Q2092;
use m2093::Q as Q2093;
use m2094::Q as Q2094;
use m2095::Q as Q2095;
use m2096::Q as Q2096;
use m2097::Q as Q2097;
use m2098::Q as Q2098;
use m2099::Q as Q2099;
use m2100::Q as Q2100;
use m2101::Q as Q2101;
use m2102::Q as Q2102;
use m2103::Q as Q2103;
use m2104::Q as Q2104;
use m2105::Q as Q2105;
use m2106::Q as Q2106;
use m2107::Q as Q2107;
use m2108::Q as Q2108;
use m2109::Q as Q2109;
use m2110::Q as Q2110;
use m2111::Q as Q2111;
use m2112::Q as Q2112;
use m2113::Q as Q2113;
use m2114::Q as Q2114;
use m2115::Q as Q2115;
use m2116::Q as Q2116;
use m2117::Q as Q2117;
use m2118::Q as Q2118;
use m2119::Q as Q2119;
use m2120::Q as Q2120;
use m2121::Q as Q2121;
use m2122::Q as Q2122;
use m2123::Q as Q2123;
use m2124::Q as Q2124;
use m2125::Q as Q2125;
use m2126::Q as Q2126;
use m2127::Q as Q2127;
use m2128::Q as Q2128;
use m2129::Q as Q2129;
use m2130::Q as Q2130;
use m2131::Q as Q2131;
use m2132::Q as Q2132;
use m2133::Q as Q2133;
use m2134::Q as Q2134;
use m2135::Q as Q2135;
use m2136::Q as Q2136;
use m2137::Q as Q2137;
use m2138::Q as Q2138;
use m2139::Q as Q2139;
use m2140::Q as Q2140;
use m2141::Q as Q2141;
use m2142::Q as Q2142;
use m2143::Q as Q2143;
use m2144::Q as Q2144;
use m2145::Q as Q2145;
use m2146::Q as Q2146;
use m2147::Q as Q2147;
use m2148::Q as Q2148;
use m2149::Q as Q2149;
use m2150::Q as Q2150;
use m2151::Q as Q2151;
use m2152::Q as Q2152;
use m2153::Q as Q2153;
use m2154::Q as Q2154;
use m2155::Q as Q2155;
use m2156::Q as Q2156;
use m2157::Q as Q2157;
use m2158::Q as Q2158;
use m2159::Q as Q2159;
use m2160::Q as Q2160;
use m2161::Q as Q2161;
use m2162::Q as Q2162;
use m2163::Q as Q2163;
use m2164::Q as Q2164;
use m2165::Q as Q2165;
use m2166::Q as Q2166;
use m2167::Q as Q2167;
use m2168::Q as Q2168;
use m2169::Q as Q2169;
use m2170::Q as Q2170;
use m2171::Q as Q2171;
use m2172::Q as Q2172;
use m2173::Q as Q2173;
use m2174::Q as Q2174;
use m2175::Q as Q2175;
use m2176::Q as Q2176;
use m2177::Q as Q2177;
use m2178::Q as Q2178;
use m2179::Q as Q2179;
use m2180::Q as Q2180;
use m2181::Q as Q2181;
use m2182::Q as Q2182;
use m2183::Q as Q2183;
use m2184::Q as Q2184;
use m2185::Q as Q2185;
use m2186::Q as Q2186;
use m2187::Q as Q2187;
use m2188::Q as Q2188;
use m2189::Q as Q2189;
use m2190::Q as Q2190;
use m2191::Q as Q2191;
use m2192::Q as Q2192;
use m2193::Q as Q2193;
use m2194::Q as Q2194;
use m2195::Q as Q2195;
use m2196::Q as Q2196;
use m2197::Q as Q2197;
use m2198::Q as Q2198;
use m2199::Q as Q2199;
use m2200::Q as Q2200;
use m2201::Q as Q2201;
use m2202::Q as Q2202;
use m2203::Q as Q2203;
use m2204::Q as Q2204;
use m2205::Q as Q2205;
use m2206::Q as Q2206;
use m2207::Q as Q2207;
use m2208::Q as Q2208;
use m2209::Q as Q2209;
use m2210::Q as Q2210;
use m2211::Q as Q2211;
use m2212::Q as Q2212;
use m2213::Q as Q2213;
use m2214::Q as Q2214;
use m2215::Q as Q2215;
use m2216::Q as Q2216;
use m2217::Q as Q2217;
use m2218::Q as Q2218;
use m2219::Q as Q2219;
use m2220::Q as Q2220;
use m2221::Q as Q2221;
use m2222::Q as Q2222;
use m2223::Q as Q2223;
use m2224::Q as Q2224;
use m2225::Q as Q2225;
use m2226::Q as Q2226;
use m2227::Q as Q2227;
use m2228::Q as Q2228;
use m2229::Q as Q2229;
use m2230::Q as Q2230;
use m2231::Q as Q2231;
use m2232::Q as Q2232;
use m2233::Q as Q2233;
use m2234::Q as Q2234;
use m2235::Q as Q2235;
use m2236::Q as Q2236;
use m2237::Q as Q2237;
use m2238::Q as Q2238;
use m2239::Q as Q2239;
use m2240::Q as Q2240;
use m2241::Q as Q2241;
use m2242::Q as Q2242;
use m2243::Q as Q2243;
use m2244::Q as Q2244;
use m2245::Q as Q2245;
use m2246::Q as Q2246;
use m2247::Q as Q2247;
use m2248::Q as Q2248;
use m2249::Q as Q2249;
use m2250::Q as Q2250;
use m2251::Q as Q2251;
use m2252::Q as Q2252;
use m2253::Q as Q2253;
use m2254::Q as Q2254;
use m2255::Q as Q2255;
use m2256::Q as Q2256;
use m2257::Q as Q2257;
use m2258::Q as Q2258;
use m2259::Q as Q2259;
use m2260::Q as Q2260;
use m2261::Q as Q2261;
use m2262::Q as Q2262;
use m2263::Q as Q2263;
use m2264::Q as Q2264;
use m2265::Q as Q2265;
use m2266::Q as Q2266;
use m2267::Q as Q2267;
use m2268::Q as Q2268;
use m2269::Q as Q2269;
use m2270::Q as Q2270;
use m2271::Q as Q2271;
use m2272::Q as Q2272;
use m2273::Q as Q2273;
use m2274::Q as Q2274;
use m2275::Q as Q2275;
use m2276::Q as Q2276;
use m2277::Q as Q2277;
use m2278::Q as Q2278;
use m2279::Q as Q2279;
use m2280::Q as Q2280;
use m2281::Q as Q2281;
use m2282::Q as Q2282;
use m2283::Q as Q2283;
use m2284::Q as Q2284;
use m2285::Q as Q2285;
use m2286::Q as Q2286;
use m2287::Q as Q2287;
use m2288::Q as Q2288;
use m2289::Q as Q2289;
use m2290::Q as Q2290;
use m2291::Q as Q2291;
use m2292::Q as Q2292;
use m2293::Q as Q2293;
use m2294::Q as Q2294;
use m2295::Q as Q2295;
use m2296::Q as Q2296;
use m2297::Q as Q2297;
use m2298::Q as Q2298;
use m2299::Q as Q2299;
use m2300::Q as Q2300;
use m2301::Q as Q2301;
use m2302::Q as Q2302;
use m2303::Q as Q2303;
use m2304::Q as Q2304;
use m2305::Q as Q2305;
use m2306::Q as Q2306;
use m2307::Q as Q2307;
use m2308::Q as Q2308;
use m2309::Q as Q2309;
use m2310::Q as Q2310;
use m2311::Q as Q2311;
use m2312::Q as Q2312;
use m2313::Q as Q2313;
use m2314::Q as Q2314;
use m2315::Q as Q2315;
use m2316::Q as Q2316;
use m2317::Q as Q2317;
use m2318::Q as Q2318;
use m2319::Q as Q2319;
use m2320::Q as Q2320;
use m2321::Q as Q2321;
use m2322::Q as Q2322;
use m2323::Q as Q2323;
use m2324::Q as Q2324;
use m2325::Q as Q2325;
use m2326::Q as Q2326;
use m2327::Q as Q2327;
use m2328::Q as Q2328;
use m2329::Q as Q2329;
use m2330::Q as Q2330;
use m2331::Q as Q2331;
use m2332::Q as Q2332;
use m2333::Q as Q2333;
use m2334::Q as Q2334;
use m2335::Q as Q2335;
use m2336::Q as Q2336;
use m2337::Q as Q2337;
use m2338::Q as Q2338;
use m2339::Q as Q2339;
use m2340::Q as Q2340;
use m2341::Q as Q2341;
use m2342::Q as Q2342;
use m2343::Q as Q2343;
use m2344::Q as Q2344;
use m2345::Q as Q2345;
use m2346::Q as Q2346;
use m2347::Q as Q2347;
use m2348::Q as Q2348;
use m2349::Q as Q2349;
use m2350::Q as Q2350;
use m2351::Q as Q2351;
use m2352::Q as Q2352;
use m2353::Q as Q2353;
use m2354::Q as Q2354;
use m2355::Q as Q2355;
use m2356::Q as Q2356;
use m2357::Q as Q2357;
use m2358::Q as Q2358;
use m2359::Q as Q2359;
use m2360::Q as Q2360;
use m2361::Q as Q2361;
use m2362::Q as Q2362;
use m2363::Q as Q2363;
use m2364::Q as Q2364;
use m2365::Q as Q2365;
use m2366::Q as Q2366;
use m2367::Q as Q2367;
use m2368::Q as Q2368;
use m2369::Q as Q2369;
use m2370::Q as Q2370;
use m2371::Q as Q2371;
use m2372::Q as Q2372;
use m2373::Q as Q2373;
use m2374::Q as Q2374;
use m2375::Q as Q2375;
use m2376::Q as Q2376;
use m2377::Q as Q2377;
use m2378::Q as Q2378;
use m2379::Q as Q2379;
use m2380::Q as Q2380;
use m2381::Q as Q2381;
use m2382::Q as Q2382;
use m2383::Q as Q2383;
use m2384::Q as Q2384;
use m2385::Q as Q2385;
use m2386::Q as Q2386;
use m2387::Q as Q2387;
use m2388::Q as Q2388;
use m2389::Q as Q2389;
use m2390::Q as Q2390;
use m2391::Q as Q2391;
use m2392::Q as Q2392;
use m2393::Q as Q2393;
use m2394::Q as Q2394;
use m2395::Q as Q2395;
use m2396::Q as Q2396;
use m2397::Q as Q2397;
use m2398::Q as Q2398;
use m2399::Q as Q2399;
use m2400::Q as Q2400;
use m2401::Q as Q2401;
use m2402::Q as Q2402;
use m2403::Q as Q2403;
use m2404::Q as Q2404;
use m2405::Q as Q2405;
use m2406::Q as Q2406;
use m2407::Q as Q2407;
use m2408::Q as Q2408;
use m2409::Q as Q2409;
use m2410::Q as Q2410;
use m2411::Q as Q2411;
use m2412::Q as Q2412;
use m2413::Q as Q2413;
use m2414::Q as Q2414;
use m2415::Q as Q2415;
use m2416::Q as Q2416;
use m2417::Q as Q2417;
use m2418::Q as Q2418;
use m2419::Q as Q2419;
use m2420::Q as Q2420;
use m2421::Q as Q2421;
use m2422::Q as Q2422;
use m2423::Q as Q2423;
use m2424::Q as Q2424;
use m2425::Q as Q2425;
use m2426::Q as Q2426;
use m2427::Q as Q2427;
use m2428::Q as Q2428;
use m2429::Q as Q2429;
use m2430::Q as Q2430;
use m2431::Q as Q2431;
use m2432::Q as Q2432;
use m2433::Q as Q2433;
use m2434::Q as Q2434;
use m2435::Q as Q2435;
use m2436::Q as Q2436;
use m2437::Q as Q2437;
use m2438::Q as Q2438;
use m2439::Q as Q2439;
use m2440::Q as Q2440;
use m2441::Q as Q2441;
use m2442::Q as Q2442;
use m2443::Q as Q2443;
use m2444::Q as Q2444;
use m2445::Q as Q2445;
use m2446::Q as Q2446;
use m2447::Q as Q2447;
use m2448::Q as Q2448;
use m2449::Q as Q2449;
use m2450::Q as Q2450;
use m2451::Q as Q2451;
use m2452::Q as Q2452;
use m2453::Q as Q2453;
use m2454::Q as Q2454;
use m2455::Q as Q2455;
use m2456::Q as Q2456;
use m2457::Q as Q2457;
use m2458::Q as Q2458;
use m2459::Q as Q2459;
use m2460::Q as Q2460;
use m2461::Q as Q2461;
use m2462::Q as Q2462;
use m2463::Q as Q2463;
use m2464::Q as Q2464;
use m2465::Q as Q2465;
use m2466::Q as Q2466;
use m2467::Q as Q2467;
use m2468::Q as Q2468;
use m2469::Q as Q2469;
use m2470::Q as Q2470;
use m2471::Q as Q2471;
use m2472::Q as Q2472;
use m2473::Q as Q2473;
use m2474::Q as Q2474;
use m2475::Q as Q2475;
use m2476::Q as Q2476;
use m2477::Q as Q2477;
use m2478::Q as Q2478;
use m2479::Q as Q2479;
use m2480::Q as Q2480;
use m2481::Q as Q2481;
use m2482::Q as Q2482;
use m2483::Q as Q2483;
use m2484::Q as Q2484;
use m2485::Q as Q2485;
use m2486::Q as Q2486;
use m2487::Q as Q2487;
use m2488::Q as Q2488;
use m2489::Q as Q2489;
use m2490::Q as Q2490;
use m2491::Q as Q2491;
use m2492::Q as Q2492;
use m2493::Q as Q2493;
use m2494::Q as Q2494;
use m2495::Q as Q2495;
use m2496::Q as Q2496;
use m2497::Q as Q2497;
use m2498::Q as Q2498;
use m2499::Q as Q2499;
use m2500::Q as Q2500;
use m2501::Q as Q2501;
use m2502::Q as Q2502;
use m2503::Q as Q2503;
use m2504::Q as Q2504;
use m2505::Q as Q2505;
use m2506::Q as Q2506;
use m2507::Q as Q2507;
use m2508::Q as Q2508;
use m2509::Q as Q2509;
use m2510::Q as Q2510;
use m2511::Q as Q2511;
use m2512::Q as Q2512;
use m2513::Q as Q2513;
use m2514::Q as Q2514;
use m2515::Q as Q2515;
use m2516::Q as Q2516;
use m2517::Q as Q2517;
use m2518::Q as Q2518;
use m2519::Q as Q2519;
use m2520::Q as Q2520;
use m2521::Q as Q2521;
use m2522::Q as Q2522;
use m2523::Q as Q2523;
use m2524::Q as Q2524;
use m2525::Q as Q2525;
use m2526::Q as Q2526;
use m2527::Q as Q2527;
use m2528::Q as Q2528;
use m2529::Q as Q2529;
use m2530::Q as Q2530;
use m2531::Q as Q2531;
use m2532::Q as Q2532;
use m2533::Q as Q2533;
use m2534::Q as Q2534;
use m2535::Q as Q2535;
use m2536::Q as Q2536;
use m2537::Q as Q2537;
use m2538::Q as Q2538;
use m2539::Q as Q2539;
use m2540::Q as Q2540;
use m2541::Q as Q2541;
use m2542::Q as Q2542;
use m2543::Q as Q2543;
use m2544::Q as Q2544;
use m2545::Q as Q2545;
use m2546::Q as Q2546;
use m2547::Q as Q2547;
use m2548::Q as Q2548;
use m2549::Q as Q2549;
use m2550::Q as Q2550;
use m2551::Q as Q2551;
use m2552::Q as Q2552;
use m2553::Q as Q2553;
use m2554::Q as Q2554;
use m2555::Q as Q2555;
use m2556::Q as Q2556;
use m2557::Q as Q2557;
use m2558::Q as Q2558;
use m2559::Q as Q2559;
use m2560::Q as Q2560;
use m2561::Q as Q2561;
use m2562::Q as Q2562;
use m2563::Q as Q2563;
use m2564::Q as Q2564;
use m2565::Q as Q2565;
use m2566::Q as Q2566;
use m2567::Q as Q2567;
use m2568::Q as Q2568;
use m2569::Q as Q2569;
use m2570::Q as Q2570;
use m2571::Q as Q2571;
use m2572::Q as Q2572;
use m2573::Q as Q2573;
use m2574::Q as Q2574;
use m2575::Q as Q2575;
use m2576::Q as Q2576;
use m2577::Q as Q2577;
use m2578::Q as Q2578;
use m2579::Q as Q2579;
use m2580::Q as Q2580;
use m2581::Q as Q2581;
use m2582::Q as Q2582;
use m2583::Q as Q2583;
use m2584::Q as Q2584;
use m2585::Q as Q2585;
use m2586::Q as Q2586;
use m2587::Q as Q2587;
use m2588::Q as Q2588;
use m2589::Q as Q2589;
use m2590::Q as Q2590;
use m2591::Q as Q2591;
use m2592::Q as Q2592;
use m2593::Q as Q2593;
use m2594::Q as Q2594;
use m2595::Q as Q2595;
use m2596::Q as Q2596;
use m2597::Q as Q2597;
use m2598::Q as Q2598;
use m2599::Q as Q2599;
use m2600::Q as Q2600;
use m2601::Q as Q2601;
use m2602::Q as Q2602;
use m2603::Q as Q2603;
use m2604::Q as Q2604;
use m2605::Q as Q2605;
use m2606::Q as Q2606;
use m2607::Q as Q2607;
use m2608::Q as Q2608;
use m2609::Q as Q2609;
use m2610::Q as Q2610;
use m2611::Q as Q2611;
use m2612::Q as Q2612;
use m2613::Q as Q2613;
use m2614::Q as Q2614;
use m2615::Q as Q2615;
use m2616::Q as Q2616;
use m2617::Q as Q2617;
use m2618::Q as Q2618;
use m2619::Q as Q2619;
use m2620::Q as Q2620;
use m2621::Q as Q2621;
use m2622::Q as Q2622;
use m2623::Q as Q2623;
use m2624::Q as Q2624;
use m2625::Q as Q2625;
use m2626::Q as Q2626;
use m2627::Q as Q2627;
use m2628::Q as Q2628;
use m2629::Q as Q2629;
use m2630::Q as Q2630;
use m2631::Q as Q2631;
use m2632::Q as Q2632;
use m2633::Q as Q2633;
use m2634::Q as Q2634;
use m2635::Q as Q2635;
use m2636::Q as Q2636;
use m2637::Q as Q2637;
use m2638::Q as Q2638;
use m2639::Q as Q2639;
use m2640::Q as Q2640;
use m2641::Q as Q2641;
use m2642::Q as Q2642;
use m2643::Q as Q2643;
use m2644::Q as Q2644;
use m2645::Q as Q2645;
use m2646::Q as Q2646;
use m2647::Q as Q2647;
use m2648::Q as Q2648;
use m2649::Q as Q2649;
use m2650::Q as Q2650;
use m2651::Q as Q2651;
use m2652::Q as Q2652;
use m2653::Q as Q2653;
use m2654::Q as Q2654;
use m2655::Q as Q2655;
use m2656::Q as Q2656;
use m2657::Q as Q2657;
use m2658::Q as Q2658;
use m2659::Q as Q2659;
use m2660::Q as Q2660;
use m2661::Q as Q2661;
use m2662::Q as Q2662;
use m2663::Q as Q2663;
use m2664::Q as Q2664;
use m2665::Q as Q2665;
use m2666::Q as Q2666;
use m2667::Q as Q2667;
use m2668::Q as Q2668;
use m2669::Q as Q2669;
use m2670::Q as Q2670;
use m2671::Q as Q2671;
use m2672::Q as Q2672;
use m2673::Q as Q2673;
use m2674::Q as Q2674;
use m2675::Q as Q2675;
use m2676::Q as Q2676;
use m2677::Q as Q2677;
use m2678::Q as Q2678;
use m2679::Q as Q2679;
use m2680::Q as Q2680;
use m2681::Q as Q2681;
use m2682::Q as Q2682;
use m2683::Q as Q2683;
use m2684::Q as Q2684;
use m2685::Q as Q2685;
use m2686::Q as Q2686;
use m2687::Q as Q2687;
use m2688::Q as Q2688;
use m2689::Q as Q2689;
use m2690::Q as Q2690;
use m2691::Q as Q2691;
use m2692::Q as Q2692;
use m2693::Q as Q2693;
use m2694::Q as Q2694;
use m2695::Q as Q2695;
use m2696::Q as Q2696;
use m2697::Q as Q2697;
use m2698::Q as Q2698;
use m2699::Q as Q2699;
use m2700::Q as Q2700;
use m2701::Q as Q2701;
use m2702::Q as Q2702;
use m2703::Q as Q2703;
use m2704::Q as Q2704;
use m2705::Q as Q2705;
use m2706::Q as Q2706;
use m2707::Q as Q2707;
use m2708::Q as Q2708;
use m2709::Q as Q2709;
use m2710::Q as Q2710;
use m2711::Q as Q2711;
use m2712::Q as Q2712;
use m2713::Q as Q2713;
use m2714::Q as Q2714;
use m2715::Q as Q2715;
use m2716::Q as Q2716;
use m2717::Q as Q2717;
use m2718::Q as Q2718;
use m2719::Q as Q2719;
use m2720::Q as Q2720;
use m2721::Q as Q2721;
use m2722::Q as Q2722;
use m2723::Q as Q2723;
use m2724::Q as Q2724;
use m2725::Q as Q2725;
use m2726::Q as Q2726;
use m2727::Q as Q2727;
use m2728::Q as Q2728;
use m2729::Q as Q2729;
use m2730::Q as Q2730;
use m2731::Q as Q2731;
use m2732::Q as Q2732;
use m2733::Q as Q2733;
use m2734::Q as Q2734;
use m2735::Q as Q2735;
use m2736::Q as Q2736;
use m2737::Q as Q2737;
use m2738::Q as Q2738;
use m2739::Q as Q2739;
use m2740::Q as Q2740;
use m2741::Q as Q2741;
use m2742::Q as Q2742;
use m2743::Q as Q2743;
use m2744::Q as Q2744;
use m2745::Q as Q2745;
use m2746::Q as Q2746;
use m2747::Q as Q2747;
use m2748::Q as Q2748;
use m2749::Q as Q2749;
use m2750::Q as Q2750;
use m2751::Q as Q2751;
use m2752::Q as Q2752;
use m2753::Q as Q2753;
use m2754::Q as Q2754;
use m2755::Q as Q2755;
use m2756::Q as Q2756;
use m2757::Q as Q2757;
use m2758::Q as Q2758;
use m2759::Q as Q2759;
use m2760::Q as Q2760;
use m2761::Q as Q2761;
use m2762::Q as Q2762;
use m2763::Q as Q2763;
use m2764::Q as Q2764;
use m2765::Q as Q2765;
use m2766::Q as Q2766;
use m2767::Q as Q2767;
use m2768::Q as Q2768;
use m2769::Q as Q2769;
use m2770::Q as Q2770;
use m2771::Q as Q2771;
use m2772::Q as Q2772;
use m2773::Q as Q2773;
use m2774::Q as Q2774;
use m2775::Q as Q2775;
use m2776::Q as Q2776;
use m2777::Q as Q2777;
use m2778::Q as Q2778;
use m2779::Q as Q2779;
use m2780::Q as Q2780;
use m2781::Q as Q2781;
use m2782::Q as Q2782;
use m2783::Q as Q2783;
use m2784::Q as Q2784;
use m2785::Q as Q2785;
use m2786::Q as Q2786;
use m2787::Q as Q2787;
use m2788::Q as Q2788;
use m2789::Q as Q2789;
use m2790::Q as Q2790;
use m2791::Q as Q2791;
use m2792::Q as Q2792;
use m2793::Q as Q2793;
use m2794::Q as Q2794;
use m2795::Q as Q2795;
use m2796::Q as Q2796;
use m2797::Q as Q2797;
use m2798::Q as Q2798;
use m2799::Q as Q2799;
use m2800::Q as Q2800;
use m2801::Q as Q2801;
use m2802::Q as Q2802;
use m2803::Q as Q2803;
use m2804::Q as Q2804;
use m2805::Q as Q2805;
use m2806::Q as Q2806;
use m2807::Q as Q2807;
use m2808::Q as Q2808;
use m2809::Q as Q2809;
use m2810::Q as Q2810;
use m2811::Q as Q2811;
use m2812::Q as Q2812;
use m2813::Q as Q2813;
use m2814::Q as Q2814;
use m2815::Q as Q2815;
use m2816::Q as Q2816;
use m2817::Q as Q2817;
use m2818::Q as Q2818;
use m2819::Q as Q2819;
use m2820::Q as Q2820;
use m2821::Q as Q2821;
use m2822::Q as Q2822;
use m2823::Q as Q2823;
use m2824::Q as Q2824;
use m2825::Q as Q2825;
use m2826::Q as Q2826;
use m2827::Q as Q2827;
use m2828::Q as Q2828;
use m2829::Q as Q2829;
use m2830::Q as Q2830;
use m2831::Q as Q2831;
use m2832::Q as Q2832;
use m2833::Q as Q2833;
use m2834::Q as Q2834;
use m2835::Q as Q2835;
use m2836::Q as Q2836;
use m2837::Q as Q2837;
use m2838::Q as Q2838;
use m2839::Q as Q2839;
use m2840::Q as Q2840;
use m2841::Q as Q2841;
use m2842::Q as Q2842;
use m2843::Q as Q2843;
use m2844::Q as Q2844;
use m2845::Q as Q2845;
use m2846::Q as Q2846;
use m2847::Q as Q2847;
use m2848::Q as Q2848;
use m2849::Q as Q2849;
use m2850::Q as Q2850;
use m2851::Q as Q2851;
use m2852::Q as Q2852;
use m2853::Q as Q2853;
use m2854::Q as Q2854;
use m2855::Q as Q2855;
use m2856::Q as Q2856;
use m2857::Q as Q2857;
use m2858::Q as Q2858;
use m2859::Q as Q2859;
use m2860::Q as Q2860;
use m2861::Q as Q2861;
use m2862::Q as Q2862;
use m2863::Q as Q2863;
use m2864::Q as Q2864;
use m2865::Q as Q2865;
use m2866::Q as Q2866;
use m2867::Q as Q2867;
use m2868::Q as Q2868;
use m2869::Q as Q2869;
use m2870::Q as Q2870;
use m2871::Q as Q2871;
use m2872::Q as Q2872;
use m2873::Q as Q2873;
use m2874::Q as Q2874;
use m2875::Q as Q2875;
use m2876::Q as Q2876;
use m2877::Q as Q2877;
use m2878::Q as Q2878;
use m2879::Q as Q2879;
use m2880::Q as Q2880;
use m2881::Q as Q2881;
use m2882::Q as Q2882;
use m2883::Q as Q2883;
use m2884::Q as Q2884;
use m2885::Q as Q2885;
use m2886::Q as Q2886;
use m2887::Q as Q2887;
use m2888::Q as Q2888;
use m2889::Q as Q2889;
use m2890::Q as Q2890;
use m2891::Q as Q2891;
use m2892::Q as Q2892;
use m2893::Q as Q2893;
use m2894::Q as Q2894;
use m2895::Q as Q2895;
use m2896::Q as Q2896;
use m2897::Q as Q2897;
use m2898::Q as Q2898;
use m2899::Q as Q2899;
use m2900::Q as Q2900;
use m2901::Q as Q2901;
use m2902::Q as Q2902;
use m2903::Q as Q2903;
use m2904::Q as Q2904;
use m2905::Q as Q2905;
use m2906::Q as Q2906;
use m2907::Q as Q2907;
use m2908::Q as Q2908;
use m2909::Q as Q2909;
use m2910::Q as Q2910;
use m2911::Q as Q2911;
use m2912::Q as Q2912;
use m2913::Q as Q2913;
use m2914::Q as Q2914;
use m2915::Q as Q2915;
use m2916::Q as Q2916;
use m2917::Q as Q2917;
use m2918::Q as Q2918;
use m2919::Q as Q2919;
use m2920::Q as Q2920;
use m2921::Q as Q2921;
use m2922::Q as Q2922;
use m2923::Q as Q2923;
use m2924::Q as Q2924;
use m2925::Q as Q2925;
use m2926::Q as Q2926;
use m2927::Q as Q2927;
use m2928::Q as Q2928;
use m2929::Q as Q2929;
use m2930::Q as Q2930;
use m2931::Q as Q2931;
use m2932::Q as Q2932;
use m2933::Q as Q2933;
use m2934::Q as Q2934;
use m2935::Q as Q2935;
use m2936::Q as Q2936;
use m2937::Q as Q2937;
use m2938::Q as Q2938;
use m2939::Q as Q2939;
use m2940::Q as Q2940;
use m2941::Q as Q2941;
use m2942::Q as Q2942;
use m2943::Q as Q2943;
use m2944::Q as Q2944;
use m2945::Q as Q2945;
use m2946::Q as Q2946;
use m2947::Q as Q2947;
use m2948::Q as Q2948;
use m2949::Q as Q2949;
use m2950::Q as Q2950;
use m2951::Q as Q2951;
use m2952::Q as Q2952;
use m2953::Q as Q2953;
use m2954::Q as Q2954;
use m2955::Q as Q2955;
use m2956::Q as Q2956;
use m2957::Q as Q2957;
use m2958::Q as Q2958;
use m2959::Q as Q2959;
use m2960::Q as Q2960;
use m2961::Q as Q2961;
use m2962::Q as Q2962;
use m2963::Q as Q2963;
use m2964::Q as Q2964;
use m2965::Q as Q2965;
use m2966::Q as Q2966;
use m2967::Q as Q2967;
use m2968::Q as Q2968;
use m2969::Q as Q2969;
use m2970::Q as Q2970;
use m2971::Q as Q2971;
use m2972::Q as Q2972;
use m2973::Q as Q2973;
use m2974::Q as Q2974;
use m2975::Q as Q2975;
use m2976::Q as Q2976;
use m2977::Q as Q2977;
use m2978::Q as Q2978;
use m2979::Q as Q2979;
use m2980::Q as Q2980;
use m2981::Q as Q2981;
use m2982::Q as Q2982;
use m2983::Q as Q2983;
use m2984::Q as Q2984;
use m2985::Q as Q2985;
use m2986::Q as Q2986;
use m2987::Q as Q2987;
use m2988::Q as Q2988;
use m2989::Q as Q2989;
use m2990::Q as Q2990;
use m2991::Q as Q2991;
use m2992::Q as Q2992;
use m2993::Q as Q2993;
use m2994::Q as Q2994;
use m2995::Q as Q2995;
use m2996::Q as Q2996;
use m2997::Q as Q2997;
use m2998::Q as Q2998;
use m2999::Q as Q2999;
use m3000::Q as Q3000;
use m3001::Q as Q3001;
use m3002::Q as Q3002;
use m3003::Q as Q3003;
use m3004::Q as Q3004;
use m3005::Q as Q3005;
use m3006::Q as Q3006;
use m3007::Q as Q3007;
use m3008::Q as Q3008;
use m3009::Q as Q3009;
use m3010::Q as Q3010;
use m3011::Q as Q3011;
use m3012::Q as Q3012;
use m3013::Q as Q3013;
use m3014::Q as Q3014;
use m3015::Q as Q3015;
use m3016::Q as Q3016;
use m3017::Q as Q3017;
use m3018::Q as Q3018;
use m3019::Q as Q3019;
use m3020::Q as Q3020;
use m3021::Q as Q3021;
use m3022::Q as Q3022;
use m3023::Q as Q3023;
use m3024::Q as Q3024;
use m3025::Q as Q3025;
use m3026::Q as Q3026;
use m3027::Q as Q3027;
use m3028::Q as Q3028;
use m3029::Q as Q3029;
use m3030::Q as Q3030;
use m3031::Q as Q3031;
use m3032::Q as Q3032;
use m3033::Q as Q3033;
use m3034::Q as Q3034;
use m3035::Q as Q3035;
use m3036::Q as Q3036;
use m3037::Q as Q3037;
use m3038::Q as Q3038;
use m3039::Q as Q3039;
use m3040::Q as Q3040;
use m3041::Q as Q3041;
use m3042::Q as Q3042;
use m3043::Q as Q3043;
use m3044::Q as Q3044;
use m3045::Q as Q3045;
use m3046::Q as Q3046;
use m3047::Q as Q3047;
use m3048::Q as Q3048;
use m3049::Q as Q3049;
use m3050::Q as Q3050;
use m3051::Q as Q3051;
use m3052::Q as Q3052;
use m3053::Q as Q3053;
use m3054::Q as Q3054;
use m3055::Q as Q3055;
use m3056::Q as Q3056;
use m3057::Q as Q3057;
use m3058::Q as Q3058;
use m3059::Q as Q3059;
use m3060::Q as Q3060;
use m3061::Q as Q3061;
use m3062::Q as Q3062;
use m3063::Q as Q3063;
use m3064::Q as Q3064;
use m3065::Q as Q3065;
use m3066::Q as Q3066;
use m3067::Q as Q3067;
use m3068::Q as Q3068;
use m3069::Q as Q3069;
use m3070::Q as Q3070;
use m3071::Q as Q3071;
use m3072::Q as Q3072;
use m3073::Q as Q3073;
use m3074::Q as Q3074;
use m3075::Q as Q3075;
use m3076::Q as Q3076;
use m3077::Q as Q3077;
use m3078::Q as Q3078;
use m3079::Q as Q3079;
use m3080::Q as Q3080;
use m3081::Q as Q3081;
use m3082::Q as Q3082;
use m3083::Q as Q3083;
use m3084::Q as Q3084;
use m3085::Q as Q3085;
use m3086::Q as Q3086;
use m3087::Q as Q3087;
use m3088::Q as Q3088;
use m3089::Q as Q3089;
use m3090::Q as Q3090;
use m3091::Q as Q3091;
use m3092::Q as Q3092;
use m3093::Q as Q3093;
use m3094::Q as Q3094;
use m3095::Q as Q3095;
use m3096::Q as Q3096;
use m3097::Q as Q3097;
use m3098::Q as Q3098;
use m3099::Q as Q3099;
use m3100::Q as Q3100;
use m3101::Q as Q3101;
use m3102::Q as Q3102;
use m3103::Q as Q3103;
use m3104::Q as Q3104;
use m3105::Q as Q3105;
use m3106::Q as Q3106;
use m3107::Q as Q3107;
use m3108::Q as Q3108;
use m3109::Q as Q3109;
use m3110::Q as Q3110;
use m3111::Q as Q3111;
use m3112::Q as Q3112;
use m3113::Q as Q3113;
use m3114::Q as Q3114;
use m3115::Q as Q3115;
use m3116::Q as Q3116;
use m3117::Q as Q3117;
use m3118::Q as Q3118;
use m3119::Q as Q3119;
use m3120::Q as Q3120;
use m3121::Q as Q3121;
use m3122::Q as Q3122;
use m3123::Q as Q3123;
use m3124::Q as Q3124;
use m3125::Q as Q3125;
use m3126::Q as Q3126;
use m3127::Q as Q3127;
use m3128::Q as Q3128;
use m3129::Q as Q3129;
use m3130::Q as Q3130;
use m3131::Q as Q3131;
use m3132::Q as Q3132;
use m3133::Q as Q3133;
use m3134::Q as Q3134;
use m3135::Q as Q3135;
use m3136::Q as Q3136;
use m3137::Q as Q3137;
use m3138::Q as Q3138;
use m3139::Q as Q3139;
use m3140::Q as Q3140;
use m3141::Q as Q3141;
use m3142::Q as Q3142;
use m3143::Q as Q3143;
use m3144::Q as Q3144;
use m3145::Q as Q3145;
use m3146::Q as Q3146;
use m3147::Q as Q3147;
use m3148::Q as Q3148;
use m3149::Q as Q3149;
use m3150::Q as Q3150;
use m3151::Q as Q3151;
use m3152::Q as Q3152;
use m3153::Q as Q3153;
use m3154::Q as Q3154;
use m3155::Q as Q3155;
use m3156::Q as Q3156;
use m3157::Q as Q3157;
use m3158::Q as Q3158;
use m3159::Q as Q3159;
use m3160::Q as Q3160;
use m3161::Q as Q3161;
use m3162::Q as Q3162;
use m3163::Q as Q3163;
use m3164::Q as Q3164;
use m3165::Q as Q3165;
use m3166::Q as Q3166;
use m3167::Q as Q3167;
use m3168::Q as Q3168;
use m3169::Q as Q3169;
use m3170::Q as Q3170;
use m3171::Q as Q3171;
use m3172::Q as Q3172;
use m3173::Q as Q3173;
use m3174::Q as Q3174;
use m3175::Q as Q3175;
use m3176::Q as Q3176;
use m3177::Q as Q3177;
use m3178::Q as Q3178;
use m3179::Q as Q3179;
use m3180::Q as Q3180;
use m3181::Q as Q3181;
use m3182::Q as Q3182;
use m3183::Q as Q3183;
use m3184::Q as Q3184;
use m3185::Q as Q3185;
use m3186::Q as Q3186;
use m3187::Q as Q3187;
use m3188::Q as Q3188;
use m3189::Q as Q3189;
use m3190::Q as Q3190;
use m3191::Q as Q3191;
use m3192::Q as Q3192;
use m3193::Q as Q3193;
use m3194::Q as Q3194;
use m3195::Q as Q3195;
use m3196::Q as Q3196;
use m3197::Q as Q3197;
use m3198::Q as Q3198;
use m3199::Q as Q3199;
use m3200::Q as Q3200;
use m3201::Q as Q3201;
use m3202::Q as Q3202;
use m3203::Q as Q3203;
use m3204::Q as Q3204;
use m3205::Q as Q3205;
use m3206::Q as Q3206;
use m3207::Q as Q3207;
use m3208::Q as Q3208;
use m3209::Q as Q3209;
use m3210::Q as Q3210;
use m3211::Q as Q3211;
use m3212::Q as Q3212;
use m3213::Q as Q3213;
use m3214::Q as Q3214;
use m3215::Q as Q3215;
use m3216::Q as Q3216;
use m3217::Q as Q3217;
use m3218::Q as Q3218;
use m3219::Q as Q3219;
use m3220::Q as Q3220;
use m3221::Q as Q3221;
use m3222::Q as Q3222;
use m3223::Q as Q3223;
use m3224::Q as Q3224;
use m3225::Q as Q3225;
use m3226::Q as Q3226;
use m3227::Q as Q3227;
use m3228::Q as Q3228;
use m3229::Q as Q3229;
use m3230::Q as Q3230;
use m3231::Q as Q3231;
use m3232::Q as Q3232;
use m3233::Q as Q3233;
use m3234::Q as Q3234;
use m3235::Q as Q3235;
use m3236::Q as Q3236;
use m3237::Q as Q3237;
use m3238::Q as Q3238;
use m3239::Q as Q3239;
use m3240::Q as Q3240;
use m3241::Q as Q3241;
use m3242::Q as Q3242;
use m3243::Q as Q3243;
use m3244::Q as Q3244;
use m3245::Q as Q3245;
use m3246::Q as Q3246;
use m3247::Q as Q3247;
use m3248::Q as Q3248;
use m3249::Q as Q3249;
use m3250::Q as Q3250;
use m3251::Q as Q3251;
use m3252::Q as Q3252;
use m3253::Q as Q3253;
use m3254::Q as Q3254;
use m3255::Q as Q3255;
use m3256::Q as Q3256;
use m3257::Q as Q3257;
use m3258::Q as Q3258;
use m3259::Q as Q3259;
use m3260::Q as Q3260;
use m3261::Q as Q3261;
use m3262::Q as Q3262;
use m3263::Q as Q3263;
use m3264::Q as Q3264;
use m3265::Q as Q3265;
use m3266::Q as Q3266;
use m3267::Q as Q3267;
use m3268::Q as Q3268;
use m3269::Q as Q3269;
use m3270::Q as Q3270;
use m3271::Q as Q3271;
use m3272::Q as Q3272;
use m3273::Q as Q3273;
use m3274::Q as Q3274;
use m3275::Q as Q3275;
use m3276::Q as Q3276;
use m3277::Q as Q3277;
use m3278::Q as Q3278;
use m3279::Q as Q3279;
use m3280::Q as Q3280;
use m3281::Q as Q3281;
use m3282::Q as Q3282;
use m3283::Q as Q3283;
use m3284::Q as Q3284;
use m3285::Q as Q3285;
use m3286::Q as Q3286;
use m3287::Q as Q3287;
use m3288::Q as Q3288;
use m3289::Q as Q3289;
use m3290::Q as Q3290;
use m3291::Q as Q3291;
use m3292::Q as Q3292;
use m3293::Q as Q3293;
use m3294::Q as Q3294;
use m3295::Q as Q3295;
use m3296::Q as Q3296;
use m3297::Q as Q3297;
use m3298::Q as Q3298;
use m3299::Q as Q3299;
use m3300::Q as Q3300;
use m3301::Q as Q3301;
use m3302::Q as Q3302;
use m3303::Q as Q3303;
use m3304::Q as Q3304;
use m3305::Q as Q3305;
use m3306::Q as Q3306;
use m3307::Q as Q3307;
use m3308::Q as Q3308;
use m3309::Q as Q3309;
use m3310::Q as Q3310;
use m3311::Q as Q3311;
use m3312::Q as Q3312;
use m3313::Q as Q3313;
use m3314::Q as Q3314;
use m3315::Q as Q3315;
use m3316::Q as Q3316;
use m3317::Q as Q3317;
use m3318::Q as Q3318;
use m3319::Q as Q3319;
use m3320::Q as Q3320;
use m3321::Q as Q3321;
use m3322::Q as Q3322;
use m3323::Q as Q3323;
use m3324::Q as Q3324;
use m3325::Q as Q3325;
use m3326::Q as Q3326;
use m3327::Q as Q3327;
use m3328::Q as Q3328;
use m3329::Q as Q3329;
use m3330::Q as Q3330;
use m3331::Q as Q3331;
use m3332::Q as Q3332;
use m3333::Q as Q3333;
use m3334::Q as Q3334;
use m3335::Q as Q3335;
use m3336::Q as Q3336;
use m3337::Q as Q3337;
use m3338::Q as Q3338;
use m3339::Q as Q3339;
use m3340::Q as Q3340;
use m3341::Q as Q3341;
use m3342::Q as Q3342;
use m3343::Q as Q3343;
use m3344::Q as Q3344;
use m3345::Q as Q3345;
use m3346::Q as Q3346;
use m3347::Q as Q3347;
use m3348::Q as Q3348;
use m3349::Q as Q3349;
use m3350::Q as Q3350;
use m3351::Q as Q3351;
use m3352::Q as Q3352;
use m3353::Q as Q3353;
use m3354::Q as Q3354;
use m3355::Q as Q3355;
use m3356::Q as Q3356;
use m3357::Q as Q3357;
use m3358::Q as Q3358;
use m3359::Q as Q3359;
use m3360::Q as Q3360;
use m3361::Q as Q3361;
use m3362::Q as Q3362;
use m3363::Q as Q3363;
use m3364::Q as Q3364;
use m3365::Q as Q3365;
use m3366::Q as Q3366;
use m3367::Q as Q3367;
use m3368::Q as Q3368;
use m3369::Q as Q3369;
use m3370::Q as Q3370;
use m3371::Q as Q3371;
use m3372::Q as Q3372;
use m3373::Q as Q3373;
use m3374::Q as Q3374;
use m3375::Q as Q3375;
use m3376::Q as Q3376;
use m3377::Q as Q3377;
use m3378::Q as Q3378;
use m3379::Q as Q3379;
use m3380::Q as Q3380;
use m3381::Q as Q3381;
use m3382::Q as Q3382;
use m3383::Q as Q3383;
use m3384::Q as Q3384;
use m3385::Q as Q3385;
use m3386::Q as Q3386;
use m3387::Q as Q3387;
use m3388::Q as Q3388;
use m3389::Q as Q3389;
use m3390::Q as Q3390;
use m3391::Q as Q3391;
use m3392::Q as Q3392;
use m3393::Q as Q3393;
use m3394::Q as Q3394;
use m3395::Q as Q3395;
use m3396::Q as Q3396;
use m3397::Q as Q3397;
use m3398::Q as Q3398;
use m3399::Q as Q3399;
use m3400::Q as Q3400;
use m3401::Q as Q3401;
use m3402::Q as Q3402;
use m3403::Q as Q3403;
use m3404::Q as Q3404;
use m3405::Q as Q3405;
use m3406::Q as Q3406;
use m3407::Q as Q3407;
use m3408::Q as Q3408;
use m3409::Q as Q3409;
use m3410::Q as Q3410;
use m3411::Q as Q3411;
use m3412::Q as Q3412;
use m3413::Q as Q3413;
use m3414::Q as Q3414;
use m3415::Q as Q3415;
use m3416::Q as Q3416;
use m3417::Q as Q3417;
use m3418::Q as Q3418;
use m3419::Q as Q3419;
use m3420::Q as Q3420;
use m3421::Q as Q3421;
use m3422::Q as Q3422;
use m3423::Q as Q3423;
use m3424::Q as Q3424;
use m3425::Q as Q3425;
use m3426::Q as Q3426;
use m3427::Q as Q3427;
use m3428::Q as Q3428;
use m3429::Q as Q3429;
use m3430::Q as Q3430;
use m3431::Q as Q3431;
use m3432::Q as Q3432;
use m3433::Q as Q3433;
use m3434::Q as Q3434;
use m3435::Q as Q3435;
use m3436::Q as Q3436;
use m3437::Q as Q3437;
use m3438::Q as Q3438;
use m3439::Q as Q3439;
use m3440::Q as Q3440;
use m3441::Q as Q3441;
use m3442::Q as Q3442;
use m3443::Q as Q3443;
use m3444::Q as Q3444;
use m3445::Q as Q3445;
use m3446::Q as Q3446;
use m3447::Q as Q3447;
use m3448::Q as Q3448;
use m3449::Q as Q3449;
use m3450::Q as Q3450;
use m3451::Q as Q3451;
use m3452::Q as Q3452;
use m3453::Q as Q3453;
use m3454::Q as Q3454;
use m3455::Q as Q3455;
use m3456::Q as Q3456;
use m3457::Q as Q3457;
use m3458::Q as Q3458;
use m3459::Q as Q3459;
use m3460::Q as Q3460;
use m3461::Q as Q3461;
use m3462::Q as Q3462;
use m3463::Q as Q3463;
use m3464::Q as Q3464;
use m3465::Q as Q3465;
use m3466::Q as Q3466;
use m3467::Q as Q3467;
use m3468::Q as Q3468;
use m3469::Q as Q3469;
use m3470::Q as Q3470;
use m3471::Q as Q3471;
use m3472::Q as Q3472;
use m3473::Q as Q3473;
use m3474::Q as Q3474;
use m3475::Q as Q3475;
use m3476::Q as Q3476;
use m3477::Q as Q3477;
use m3478::Q as Q3478;
use m3479::Q as Q3479;
use m3480::Q as Q3480;
use m3481::Q as Q3481;
use m3482::Q as Q3482;
use m3483::Q as Q3483;
use m3484::Q as Q3484;
use m3485::Q as Q3485;
use m3486::Q as Q3486;
use m3487::Q as Q3487;
use m3488::Q as Q3488;
use m3489::Q as Q3489;
use m3490::Q as Q3490;
use m3491::Q as Q3491;
use m3492::Q as Q3492;
use m3493::Q as Q3493;
use m3494::Q as Q3494;
use m3495::Q as Q3495;
use m3496::Q as Q3496;
use m3497::Q as Q3497;
use m3498::Q as Q3498;
use m3499::Q as Q3499;
use m3500::Q as Q3500;
use m3501::Q as Q3501;
use m3502::Q as Q3502;
use m3503::Q as Q3503;
use m3504::Q as Q3504;
use m3505::Q as Q3505;
use m3506::Q as Q3506;
use m3507::Q as Q3507;
use m3508::Q as Q3508;
use m3509::Q as Q3509;
use m3510::Q as Q3510;
use m3511::Q as Q3511;
use m3512::Q as Q3512;
use m3513::Q as Q3513;
use m3514::Q as Q3514;
use m3515::Q as Q3515;
use m3516::Q as Q3516;
use m3517::Q as Q3517;
use m3518::Q as Q3518;
use m3519::Q as Q3519;
use m3520::Q as Q3520;
use m3521::Q as Q3521;
use m3522::Q as Q3522;
use m3523::Q as Q3523;
use m3524::Q as Q3524;
use m3525::Q as Q3525;
use m3526::Q as Q3526;
use m3527::Q as Q3527;
use m3528::Q as Q3528;
use m3529::Q as Q3529;
use m3530::Q as Q3530;
use m3531::Q as Q3531;
use m3532::Q as Q3532;
use m3533::Q as Q3533;
use m3534::Q as Q3534;
use m3535::Q as Q3535;
use m3536::Q as Q3536;
use m3537::Q as Q3537;
use m3538::Q as Q3538;
use m3539::Q as Q3539;
use m3540::Q as Q3540;
use m3541::Q as Q3541;
use m3542::Q as Q3542;
use m3543::Q as Q3543;
use m3544::Q as Q3544;
use m3545::Q as Q3545;
use m3546::Q as Q3546;
use m3547::Q as Q3547;
use m3548::Q as Q3548;
use m3549::Q as Q3549;
use m3550::Q as Q3550;
use m3551::Q as Q3551;
use m3552::Q as Q3552;
use m3553::Q as Q3553;
use m3554::Q as Q3554;
use m3555::Q as Q3555;
use m3556::Q as Q3556;
use m3557::Q as Q3557;
use m3558::Q as Q3558;
use m3559::Q as Q3559;
use m3560::Q as Q3560;
use m3561::Q as Q3561;
use m3562::Q as Q3562;
use m3563::Q as Q3563;
use m3564::Q as Q3564;
use m3565::Q as Q3565;
use m3566::Q as Q3566;
use m3567::Q as Q3567;
use m3568::Q as Q3568;
use m3569::Q as Q3569;
use m3570::Q as Q3570;
use m3571::Q as Q3571;
use m3572::Q as Q3572;
use m3573::Q as Q3573;
use m3574::Q as Q3574;
use m3575::Q as Q3575;
use m3576::Q as Q3576;
use m3577::Q as Q3577;
use m3578::Q as Q3578;
use m3579::Q as Q3579;
use m3580::Q as Q3580;
use m3581::Q as Q3581;
use m3582::Q as Q3582;
use m3583::Q as Q3583;
use m3584::Q as Q3584;
use m3585::Q as Q3585;
use m3586::Q as Q3586;
use m3587::Q as Q3587;
use m3588::Q as Q3588;
use m3589::Q as Q3589;
use m3590::Q as Q3590;
use m3591::Q as Q3591;
use m3592::Q as Q3592;
use m3593::Q as Q3593;
use m3594::Q as Q3594;
use m3595::Q as Q3595;
use m3596::Q as Q3596;
use m3597::Q as Q3597;
use m3598::Q as Q3598;
use m3599::Q as Q3599;
use m3600::Q as Q3600;
use m3601::Q as Q3601;
use m3602::Q as Q3602;
use m3603::Q as Q3603;
use m3604::Q as Q3604;
use m3605::Q as Q3605;
use m3606::Q as Q3606;
use m3607::Q as Q3607;
use m3608::Q as Q3608;
use m3609::Q as Q3609;
use m3610::Q as Q3610;
use m3611::Q as Q3611;
use m3612::Q as Q3612;
use m3613::Q as Q3613;
use m3614::Q as Q3614;
use m3615::Q as Q3615;
use m3616::Q as Q3616;
use m3617::Q as Q3617;
use m3618::Q as Q3618;
use m3619::Q as Q3619;
use m3620::Q as Q3620;
use m3621::Q as Q3621;
use m3622::Q as Q3622;
use m3623::Q as Q3623;
use m3624::Q as Q3624;
use m3625::Q as Q3625;
use m3626::Q as Q3626;
use m3627::Q as Q3627;
use m3628::Q as Q3628;
use m3629::Q as Q3629;
use m3630::Q as Q3630;
use m3631::Q as Q3631;
use m3632::Q as Q3632;
use m3633::Q as Q3633;
use m3634::Q as Q3634;
use m3635::Q as Q3635;
use m3636::Q as Q3636;
use m3637::Q as Q3637;
use m3638::Q as Q3638;
use m3639::Q as Q3639;
use m3640::Q as Q3640;
use m3641::Q as Q3641;
use m3642::Q as Q3642;
use m3643::Q as Q3643;
use m3644::Q as Q3644;
use m3645::Q as Q3645;
use m3646::Q as Q3646;
use m3647::Q as Q3647;
use m3648::Q as Q3648;
use m3649::Q as Q3649;
use m3650::Q as Q3650;
use m3651::Q as Q3651;
use m3652::Q as Q3652;
use m3653::Q as Q3653;
use m3654::Q as Q3654;
use m3655::Q as Q3655;
use m3656::Q as Q3656;
use m3657::Q as Q3657;
use m3658::Q as Q3658;
use m3659::Q as Q3659;
use m3660::Q as Q3660;
use m3661::Q as Q3661;
use m3662::Q as Q3662;
use m3663::Q as Q3663;
use m3664::Q as Q3664;
use m3665::Q as Q3665;
use m3666::Q as Q3666;
use m3667::Q as Q3667;
use m3668::Q as Q3668;
use m3669::Q as Q3669;
use m3670::Q as Q3670;
use m3671::Q as Q3671;
use m3672::Q as Q3672;
use m3673::Q as Q3673;
use m3674::Q as Q3674;
use m3675::Q as Q3675;
use m3676::Q as Q3676;
use m3677::Q as Q3677;
use m3678::Q as Q3678;
use m3679::Q as Q3679;
use m3680::Q as Q3680;
use m3681::Q as Q3681;
use m3682::Q as Q3682;
use m3683::Q as Q3683;
use m3684::Q as Q3684;
use m3685::Q as Q3685;
use m3686::Q as Q3686;
use m3687::Q as Q3687;
use m3688::Q as Q3688;
use m3689::Q as Q3689;
use m3690::Q as Q3690;
use m3691::Q as Q3691;
use m3692::Q as Q3692;
use m3693::Q as Q3693;
use m3694::Q as Q3694;
use m3695::Q as Q3695;
use m3696::Q as Q3696;
use m3697::Q as Q3697;
use m3698::Q as Q3698;
use m3699::Q as Q3699;
use m3700::Q as Q3700;
use m3701::Q as Q3701;
use m3702::Q as Q3702;
use m3703::Q as Q3703;
use m3704::Q as Q3704;
use m3705::Q as Q3705;
use m3706::Q as Q3706;
use m3707::Q as Q3707;
use m3708::Q as Q3708;
use m3709::Q as Q3709;
use m3710::Q as Q3710;
use m3711::Q as Q3711;
use m3712::Q as Q3712;
use m3713::Q as Q3713;
use m3714::Q as Q3714;
use m3715::Q as Q3715;
use m3716::Q as Q3716;
use m3717::Q as Q3717;
use m3718::Q as Q3718;
use m3719::Q as Q3719;
use m3720::Q as Q3720;
use m3721::Q as Q3721;
use m3722::Q as Q3722;
use m3723::Q as Q3723;
use m3724::Q as Q3724;
use m3725::Q as Q3725;
use m3726::Q as Q3726;
use m3727::Q as Q3727;
use m3728::Q as Q3728;
use m3729::Q as Q3729;
use m3730::Q as Q3730;
use m3731::Q as Q3731;
use m3732::Q as Q3732;
use m3733::Q as Q3733;
use m3734::Q as Q3734;
use m3735::Q as Q3735;
use m3736::Q as Q3736;
use m3737::Q as Q3737;
use m3738::Q as Q3738;
use m3739::Q as Q3739;
use m3740::Q as Q3740;
use m3741::Q as Q3741;
use m3742::Q as Q3742;
use m3743::Q as Q3743;
use m3744::Q as Q3744;
use m3745::Q as Q3745;
use m3746::Q as Q3746;
use m3747::Q as Q3747;
use m3748::Q as Q3748;
use m3749::Q as Q3749;
use m3750::Q as Q3750;
use m3751::Q as Q3751;
use m3752::Q as Q3752;
use m3753::Q as Q3753;
use m3754::Q as Q3754;
use m3755::Q as Q3755;
use m3756::Q as Q3756;
use m3757::Q as Q3757;
use m3758::Q as Q3758;
use m3759::Q as Q3759;
use m3760::Q as Q3760;
use m3761::Q as Q3761;
use m3762::Q as Q3762;
use m3763::Q as Q3763;
use m3764::Q as Q3764;
use m3765::Q as Q3765;
use m3766::Q as Q3766;
use m3767::Q as Q3767;
use m3768::Q as Q3768;
use m3769::Q as Q3769;
use m3770::Q as Q3770;
use m3771::Q as Q3771;
use m3772::Q as Q3772;
use m3773::Q as Q3773;
use m3774::Q as Q3774;
use m3775::Q as Q3775;
use m3776::Q as Q3776;
use m3777::Q as Q3777;
use m3778::Q as Q3778;
use m3779::Q as Q3779;
use m3780::Q as Q3780;
use m3781::Q as Q3781;
use m3782::Q as Q3782;
use m3783::Q as Q3783;
use m3784::Q as Q3784;
use m3785::Q as Q3785;
use m3786::Q as Q3786;
use m3787::Q as Q3787;
use m3788::Q as Q3788;
use m3789::Q as Q3789;
use m3790::Q as Q3790;
use m3791::Q as Q3791;
use m3792::Q as Q3792;
use m3793::Q as Q3793;
use m3794::Q as Q3794;
use m3795::Q as Q3795;
use m3796::Q as Q3796;
use m3797::Q as Q3797;
use m3798::Q as Q3798;
use m3799::Q as Q3799;
use m3800::Q as Q3800;
use m3801::Q as Q3801;
use m3802::Q as Q3802;
use m3803::Q as Q3803;
use m3804::Q as Q3804;
use m3805::Q as Q3805;
use m3806::Q as Q3806;
use m3807::Q as Q3807;
use m3808::Q as Q3808;
use m3809::Q as Q3809;
use m3810::Q as Q3810;
use m3811::Q as Q3811;
use m3812::Q as Q3812;
use m3813::Q as Q3813;
use m3814::Q as Q3814;
use m3815::Q as Q3815;
use m3816::Q as Q3816;
use m3817::Q as Q3817;
use m3818::Q as Q3818;
use m3819::Q as Q3819;
use m3820::Q as Q3820;
use m3821::Q as Q3821;
use m3822::Q as Q3822;
use m3823::Q as Q3823;
use m3824::Q as Q3824;
use m3825::Q as Q3825;
use m3826::Q as Q3826;
use m3827::Q as Q3827;
use m3828::Q as Q3828;
use m3829::Q as Q3829;
use m3830::Q as Q3830;
use m3831::Q as Q3831;
use m3832::Q as Q3832;
use m3833::Q as Q3833;
use m3834::Q as Q3834;
use m3835::Q as Q3835;
use m3836::Q as Q3836;
use m3837::Q as Q3837;
use m3838::Q as Q3838;
use m3839::Q as Q3839;
use m3840::Q as Q3840;
use m3841::Q as Q3841;
use m3842::Q as Q3842;
use m3843::Q as Q3843;
use m3844::Q as Q3844;
use m3845::Q as Q3845;
use m3846::Q as Q3846;
use m3847::Q as Q3847;
use m3848::Q as Q3848;
use m3849::Q as Q3849;
use m3850::Q as Q3850;
use m3851::Q as Q3851;
use m3852::Q as Q3852;
use m3853::Q as Q3853;
use m3854::Q as Q3854;
use m3855::Q as Q3855;
use m3856::Q as Q3856;
use m3857::Q as Q3857;
use m3858::Q as Q3858;
use m3859::Q as Q3859;
use m3860::Q as Q3860;
use m3861::Q as Q3861;
use m3862::Q as Q3862;
use m3863::Q as Q3863;
use m3864::Q as Q3864;
use m3865::Q as Q3865;
use m3866::Q as Q3866;
use m3867::Q as Q3867;
use m3868::Q as Q3868;
use m3869::Q as Q3869;
use m3870::Q as Q3870;
use m3871::Q as Q3871;
use m3872::Q as Q3872;
use m3873::Q as Q3873;
use m3874::Q as Q3874;
use m3875::Q as Q3875;
use m3876::Q as Q3876;
use m3877::Q as Q3877;
use m3878::Q as Q3878;
use m3879::Q as Q3879;
use m3880::Q as Q3880;
use m3881::Q as Q3881;
use m3882::Q as Q3882;
use m3883::Q as Q3883;
use m3884::Q as Q3884;
use m3885::Q as Q3885;
use m3886::Q as Q3886;
use m3887::Q as Q3887;
use m3888::Q as Q3888;
use m3889::Q as Q3889;
use m3890::Q as Q3890;
use m3891::Q as Q3891;
use m3892::Q as Q3892;
use m3893::Q as Q3893;
use m3894::Q as Q3894;
use m3895::Q as Q3895;
use m3896::Q as Q3896;
use m3897::Q as Q3897;
use m3898::Q as Q3898;
use m3899::Q as Q3899;
use m3900::Q as Q3900;
use m3901::Q as Q3901;
use m3902::Q as Q3902;
use m3903::Q as Q3903;
use m3904::Q as Q3904;
use m3905::Q as Q3905;
use m3906::Q as Q3906;
use m3907::Q as Q3907;
use m3908::Q as Q3908;
use m3909::Q as Q3909;
use m3910::Q as Q3910;
use m3911::Q as Q3911;
use m3912::Q as Q3912;
use m3913::Q as Q3913;
use m3914::Q as Q3914;
use m3915::Q as Q3915;
use m3916::Q as Q3916;
use m3917::Q as Q3917;
use m3918::Q as Q3918;
use m3919::Q as Q3919;
use m3920::Q as Q3920;
use m3921::Q as Q3921;
use m3922::Q as Q3922;
use m3923::Q as Q3923;
use m3924::Q as Q3924;
use m3925::Q as Q3925;
use m3926::Q as Q3926;
use m3927::Q as Q3927;
use m3928::Q as Q3928;
use m3929::Q as Q3929;
use m3930::Q as Q3930;
use m3931::Q as Q3931;
use m3932::Q as Q3932;
use m3933::Q as Q3933;
use m3934::Q as Q3934;
use m3935::Q as Q3935;
use m3936::Q as Q3936;
use m3937::Q as Q3937;
use m3938::Q as Q3938;
use m3939::Q as Q3939;
use m3940::Q as Q3940;
use m3941::Q as Q3941;
use m3942::Q as Q3942;
use m3943::Q as Q3943;
use m3944::Q as Q3944;
use m3945::Q as Q3945;
use m3946::Q as Q3946;
use m3947::Q as Q3947;
use m3948::Q as Q3948;
use m3949::Q as Q3949;
use m3950::Q as Q3950;
use m3951::Q as Q3951;
use m3952::Q as Q3952;
use m3953::Q as Q3953;
use m3954::Q as Q3954;
use m3955::Q as Q3955;
use m3956::Q as Q3956;
use m3957::Q as Q3957;
use m3958::Q as Q3958;
use m3959::Q as Q3959;
use m3960::Q as Q3960;
use m3961::Q as Q3961;
use m3962::Q as Q3962;
use m3963::Q as Q3963;
use m3964::Q as Q3964;
use m3965::Q as Q3965;
use m3966::Q as Q3966;
use m3967::Q as Q3967;
use m3968::Q as Q3968;
use m3969::Q as Q3969;
use m3970::Q as Q3970;
use m3971::Q as Q3971;
use m3972::Q as Q3972;
use m3973::Q as Q3973;
use m3974::Q as Q3974;
use m3975::Q as Q3975;
use m3976::Q as Q3976;
use m3977::Q as Q3977;
use m3978::Q as Q3978;
use m3979::Q as Q3979;
use m3980::Q as Q3980;
use m3981::Q as Q3981;
use m3982::Q as Q3982;
use m3983::Q as Q3983;
use m3984::Q as Q3984;
use m3985::Q as Q3985;
use m3986::Q as Q3986;
use m3987::Q as Q3987;
use m3988::Q as Q3988;
use m3989::Q as Q3989;
use m3990::Q as Q3990;
use m3991::Q as Q3991;
use m3992::Q as Q3992;
use m3993::Q as Q3993;
use m3994::Q as Q3994;
use m3995::Q as Q3995;
use m3996::Q as Q3996;
use m3997::Q as Q3997;
use m3998::Q as Q3998;
use m3999::Q as Q3999;
use m4000::Q as Q4000;
use m4001::Q as Q4001;
use m4002::Q as Q4002;
use m4003::Q as Q4003;
use m4004::Q as Q4004;
use m4005::Q as Q4005;
use m4006::Q as Q4006;
use m4007::Q as Q4007;
use m4008::Q as Q4008;
use m4009::Q as Q4009;
use m4010::Q as Q4010;
use m4011::Q as Q4011;
use m4012::Q as Q4012;
use m4013::Q as Q4013;
use m4014::Q as Q4014;
use m4015::Q as Q4015;
use m4016::Q as Q4016;
use m4017::Q as Q4017;
use m4018::Q as Q4018;
use m4019::Q as Q4019;
use m4020::Q as Q4020;
use m4021::Q as Q4021;
use m4022::Q as Q4022;
use m4023::Q as Q4023;
use m4024::Q as Q4024;
use m4025::Q as Q4025;
use m4026::Q as Q4026;
use m4027::Q as Q4027;
use m4028::Q as Q4028;
use m4029::Q as Q4029;
use m4030::Q as Q4030;
use m4031::Q as Q4031;
use m4032::Q as Q4032;
use m4033::Q as Q4033;
use m4034::Q as Q4034;
use m4035::Q as Q4035;
use m4036::Q as Q4036;
use m4037::Q as Q4037;
use m4038::Q as Q4038;
use m4039::Q as Q4039;
use m4040::Q as Q4040;
use m4041::Q as Q4041;
use m4042::Q as Q4042;
use m4043::Q as Q4043;
use m4044::Q as Q4044;
use m4045::Q as Q4045;
use m4046::Q as Q4046;
use m4047::Q as Q4047;
use m4048::Q as Q4048;
use m4049::Q as Q4049;
use m4050::Q as Q4050;
use m4051::Q as Q4051;
use m4052::Q as Q4052;
use m4053::Q as Q4053;
use m4054::Q as Q4054;
use m4055::Q as Q4055;
use m4056::Q as Q4056;
use m4057::Q as Q4057;
use m4058::Q as Q4058;
use m4059::Q as Q4059;
use m4060::Q as Q4060;
use m4061::Q as Q4061;
use m4062::Q as Q4062;
use m4063::Q as Q4063;
use m4064::Q as Q4064;
use m4065::Q as Q4065;
use m4066::Q as Q4066;
use m4067::Q as Q4067;
use m4068::Q as Q4068;
use m4069::Q as Q4069;
use m4070::Q as Q4070;
use m4071::Q as Q4071;
use m4072::Q as Q4072;
use m4073::Q as Q4073;
use m4074::Q as Q4074;
use m4075::Q as Q4075;
use m4076::Q as Q4076;
use m4077::Q as Q4077;
use m4078::Q as Q4078;
use m4079::Q as Q4079;
use m4080::Q as Q4080;
use m4081::Q as Q4081;
use m4082::Q as Q4082;
use m4083::Q as Q4083;
use m4084::Q as Q4084;
use m4085::Q as Q4085;
use m4086::Q as Q4086;
use m4087::Q as Q4087;
use m4088::Q as Q4088;
use m4089::Q as Q4089;
use m4090::Q as Q4090;
use m4091::Q as Q4091;
use m4092::Q as Q4092;
use m4093::Q as Q4093;
use m4094::Q as Q4094;
use m4095::Q as Q4095;
use m4096::Q as Q4096;
use m4097::Q as Q4097;
use m4098::Q as Q4098;
use m4099::Q as Q4099;
use m4100::Q as Q4100;
use m4101::Q as Q4101;
use m4102::Q as Q4102;
use m4103::Q as Q4103;
use m4104::Q as Q4104;
use m4105::Q as Q4105;
use m4106::Q as Q4106;
use m4107::Q as Q4107;
use m4108::Q as Q4108;
use m4109::Q as Q4109;
use m4110::Q as Q4110;
use m4111::Q as Q4111;
use m4112::Q as Q4112;
use m4113::Q as Q4113;
use m4114::Q as Q4114;
use m4115::Q as Q4115;
use m4116::Q as Q4116;
use m4117::Q as Q4117;
use m4118::Q as Q4118;
use m4119::Q as Q4119;
use m4120::Q as Q4120;
use m4121::Q as Q4121;
use m4122::Q as Q4122;
use m4123::Q as Q4123;
use m4124::Q as Q4124;
use m4125::Q as Q4125;
use m4126::Q as Q4126;
use m4127::Q as Q4127;
use m4128::Q as Q4128;
use m4129::Q as Q4129;
use m4130::Q as Q4130;
use m4131::Q as Q4131;
use m4132::Q as Q4132;
use m4133::Q as Q4133;
use m4134::Q as Q4134;
use m4135::Q as Q4135;
use m4136::Q as Q4136;
use m4137::Q as Q4137;
use m4138::Q as Q4138;
use m4139::Q as Q4139;
use m4140::Q as Q4140;
use m4141::Q as Q4141;
use m4142::Q as Q4142;
use m4143::Q as Q4143;
use m4144::Q as Q4144;
use m4145::Q as Q4145;
use m4146::Q as Q4146;
use m4147::Q as Q4147;
use m4148::Q as Q4148;
use m4149::Q as Q4149;
use m4150::Q as Q4150;
use m4151::Q as Q4151;
use m4152::Q as Q4152;
use m4153::Q as Q4153;
use m4154::Q as Q4154;
use m4155::Q as Q4155;
use m4156::Q as Q4156;
use m4157::Q as Q4157;
use m4158::Q as Q4158;
use m4159::Q as Q4159;
use m4160::Q as Q4160;
use m4161::Q as Q4161;
use m4162::Q as Q4162;
use m4163::Q as Q4163;
use m4164::Q as Q4164;
use m4165::Q as Q4165;
use m4166::Q as Q4166;
use m4167::Q as Q4167;
use m4168::Q as Q4168;
use m4169::Q as Q4169;
use m4170::Q as Q4170;
use m4171::Q as Q4171;
use m4172::Q as Q4172;
use m4173::Q as Q4173;
use m4174::Q as Q4174;
use m4175::Q as Q4175;
use m4176::Q as Q4176;
use m4177::Q as Q4177;
use m4178::Q as Q4178;
use m4179::Q as Q4179;
use m4180::Q as Q4180;
use m4181::Q as Q4181;
use m4182::Q as Q4182;
use m4183::Q as Q4183;
use m4184::Q as Q4184;
use m4185::Q as Q4185;
use m4186::Q as Q4186;
use m4187::Q as Q4187;
use m4188::Q as Q4188;
use m4189::Q as Q4189;
use m4190::Q as Q4190;
use m4191::Q as Q4191;
use m4192::Q as Q4192;
use m4193::Q as Q4193;
use m4194::Q as Q4194;
use m4195::Q as Q4195;
use m4196::Q as Q4196;
use m4197::Q as Q4197;
use m4198::Q as Q4198;
use m4199::Q as Q4199;
use m4200::Q as Q4200;
use m4201::Q as Q4201;
use m4202::Q as Q4202;
use m4203::Q as Q4203;
use m4204::Q as Q4204;
use m4205::Q as Q4205;
use m4206::Q as Q4206;
use m4207::Q as Q4207;
use m4208::Q as Q4208;
use m4209::Q as Q4209;
use m4210::Q as Q4210;
use m4211::Q as Q4211;
use m4212::Q as Q4212;
use m4213::Q as Q4213;
use m4214::Q as Q4214;
use m4215::Q as Q4215;
use m4216::Q as Q4216;
use m4217::Q as Q4217;
use m4218::Q as Q4218;
use m4219::Q as Q4219;
use m4220::Q as Q4220;
use m4221::Q as Q4221;
use m4222::Q as Q4222;
use m4223::Q as Q4223;
use m4224::Q as Q4224;
use m4225::Q as Q4225;
use m4226::Q as Q4226;
use m4227::Q as Q4227;
use m4228::Q as Q4228;
use m4229::Q as Q4229;
use m4230::Q as Q4230;
use m4231::Q as Q4231;
use m4232::Q as Q4232;
use m4233::Q as Q4233;
use m4234::Q as Q4234;
use m4235::Q as Q4235;
use m4236::Q as Q4236;
use m4237::Q as Q4237;
use m4238::Q as Q4238;
use m4239::Q as Q4239;
use m4240::Q as Q4240;
use m4241::Q as Q4241;
use m4242::Q as Q4242;
use m4243::Q as Q4243;
use m4244::Q as Q4244;
use m4245::Q as Q4245;
use m4246::Q as Q4246;
use m4247::Q as Q4247;
use m4248::Q as Q4248;
use m4249::Q as Q4249;
use m4250::Q as Q4250;
use m4251::Q as Q4251;
use m4252::Q as Q4252;
use m4253::Q as Q4253;
use m4254::Q as Q4254;
use m4255::Q as Q4255;
use m4256::Q as Q4256;
use m4257::Q as Q4257;
use m4258::Q as Q4258;
use m4259::Q as Q4259;
use m4260::Q as Q4260;
use m4261::Q as Q4261;
use m4262::Q as Q4262;
use m4263::Q as Q4263;
use m4264::Q as Q4264;
use m4265::Q as Q4265;
use m4266::Q as Q4266;
use m4267::Q as Q4267;
use m4268::Q as Q4268;
use m4269::Q as Q4269;
use m4270::Q as Q4270;
use m4271::Q as Q4271;
use m4272::Q as Q4272;
use m4273::Q as Q4273;
use m4274::Q as Q4274;
use m4275::Q as Q4275;
use m4276::Q as Q4276;
use m4277::Q as Q4277;
use m4278::Q as Q4278;
use m4279::Q as Q4279;
use m4280::Q as Q4280;
use m4281::Q as Q4281;
use m4282::Q as Q4282;
use m4283::Q as Q4283;
use m4284::Q as Q4284;
use m4285::Q as Q4285;
use m4286::Q as Q4286;
use m4287::Q as Q4287;
use m4288::Q as Q4288;
use m4289::Q as Q4289;
use m4290::Q as Q4290;
use m4291::Q as Q4291;
use m4292::Q as Q4292;
use m4293::Q as Q4293;
use m4294::Q as Q4294;
use m4295::Q as Q4295;
use m4296::Q as Q4296;
use m4297::Q as Q4297;
use m4298::Q as Q4298;
use m4299::Q as Q4299;
use m4300::Q as Q4300;
use m4301::Q as Q4301;
use m4302::Q as Q4302;
use m4303::Q as Q4303;
use m4304::Q as Q4304;
use m4305::Q as Q4305;
use m4306::Q as Q4306;
use m4307::Q as Q4307;
use m4308::Q as Q4308;
use m4309::Q as Q4309;
use m4310::Q as Q4310;
use m4311::Q as Q4311;
use m4312::Q as Q4312;
use m4313::Q as Q4313;
use m4314::Q as Q4314;
use m4315::Q as Q4315;
use m4316::Q as Q4316;
use m4317::Q as Q4317;
use m4318::Q as Q4318;
use m4319::Q as Q4319;
use m4320::Q as Q4320;
use m4321::Q as Q4321;
use m4322::Q as Q4322;
use m4323::Q as Q4323;
use m4324::Q as Q4324;
use m4325::Q as Q4325;
use m4326::Q as Q4326;
use m4327::Q as Q4327;
use m4328::Q as Q4328;
use m4329::Q as Q4329;
use m4330::Q as Q4330;
use m4331::Q as Q4331;
use m4332::Q as Q4332;
use m4333::Q as Q4333;
use m4334::Q as Q4334;
use m4335::Q as Q4335;
use m4336::Q as Q4336;
use m4337::Q as Q4337;
use m4338::Q as Q4338;
use m4339::Q as Q4339;
use m4340::Q as Q4340;
use m4341::Q as Q4341;
use m4342::Q as Q4342;
use m4343::Q as Q4343;
use m4344::Q as Q4344;
use m4345::Q as Q4345;
use m4346::Q as Q4346;
use m4347::Q as Q4347;
use m4348::Q as Q4348;
use m4349::Q as Q4349;
use m4350::Q as Q4350;
use m4351::Q as Q4351;
use m4352::Q as Q4352;
use m4353::Q as Q4353;
use m4354::Q as Q4354;
use m4355::Q as Q4355;
use m4356::Q as Q4356;
use m4357::Q as Q4357;
use m4358::Q as Q4358;
use m4359::Q as Q4359;
use m4360::Q as Q4360;
use m4361::Q as Q4361;
use m4362::Q as Q4362;
use m4363::Q as Q4363;
use m4364::Q as Q4364;
use m4365::Q as Q4365;
use m4366::Q as Q4366;
use m4367::Q as Q4367;
use m4368::Q as Q4368;
use m4369::Q as Q4369;
use m4370::Q as Q4370;
use m4371::Q as Q4371;
use m4372::Q as Q4372;
use m4373::Q as Q4373;
use m4374::Q as Q4374;
use m4375::Q as Q4375;
use m4376::Q as Q4376;
use m4377::Q as Q4377;
use m4378::Q as Q4378;
use m4379::Q as Q4379;
use m4380::Q as Q4380;
use m4381::Q as Q4381;
use m4382::Q as Q4382;
use m4383::Q as Q4383;
use m4384::Q as Q4384;
use m4385::Q as Q4385;
use m4386::Q as Q4386;
use m4387::Q as Q4387;
use m4388::Q as Q4388;
use m4389::Q as Q4389;
use m4390::Q as Q4390;
use m4391::Q as Q4391;
use m4392::Q as Q4392;
use m4393::Q as Q4393;
use m4394::Q as Q4394;
use m4395::Q as Q4395;
use m4396::Q as Q4396;
use m4397::Q as Q4397;
use m4398::Q as Q4398;
use m4399::Q as Q4399;
use m4400::Q as Q4400;
use m4401::Q as Q4401;
use m4402::Q as Q4402;
use m4403::Q as Q4403;
use m4404::Q as Q4404;
use m4405::Q as Q4405;
use m4406::Q as Q4406;
use m4407::Q as Q4407;
use m4408::Q as Q4408;
use m4409::Q as Q4409;
use m4410::Q as Q4410;
use m4411::Q as Q4411;
use m4412::Q as Q4412;
use m4413::Q as Q4413;
use m4414::Q as Q4414;
use m4415::Q as Q4415;
use m4416::Q as Q4416;
use m4417::Q as Q4417;
use m4418::Q as Q4418;
use m4419::Q as Q4419;
use m4420::Q as Q4420;
use m4421::Q as Q4421;
use m4422::Q as Q4422;
use m4423::Q as Q4423;
use m4424::Q as Q4424;
use m4425::Q as Q4425;
use m4426::Q as Q4426;
use m4427::Q as Q4427;
use m4428::Q as Q4428;
use m4429::Q as Q4429;
use m4430::Q as Q4430;
use m4431::Q as Q4431;
use m4432::Q as Q4432;
use m4433::Q as Q4433;
use m4434::Q as Q4434;
use m4435::Q as Q4435;
use m4436::Q as Q4436;
use m4437::Q as Q4437;
use m4438::Q as Q4438;
use m4439::Q as Q4439;
use m4440::Q as Q4440;
use m4441::Q as Q4441;
use m4442::Q as Q4442;
use m4443::Q as Q4443;
use m4444::Q as Q4444;
use m4445::Q as Q4445;
use m4446::Q as Q4446;
use m4447::Q as Q4447;
use m4448::Q as Q4448;
use m4449::Q as Q4449;
use m4450::Q as Q4450;
use m4451::Q as Q4451;
use m4452::Q as Q4452;
use m4453::Q as Q4453;
use m4454::Q as Q4454;
use m4455::Q as Q4455;
use m4456::Q as Q4456;
use m4457::Q as Q4457;
use m4458::Q as Q4458;
use m4459::Q as Q4459;
use m4460::Q as Q4460;
use m4461::Q as Q4461;
use m4462::Q as Q4462;
use m4463::Q as Q4463;
use m4464::Q as Q4464;
use m4465::Q as Q4465;
use m4466::Q as Q4466;
use m4467::Q as Q4467;
use m4468::Q as Q4468;
use m4469::Q as Q4469;
use m4470::Q as Q4470;
use m4471::Q as Q4471;
use m4472::Q as Q4472;
use m4473::Q as Q4473;
use m4474::Q as Q4474;
use m4475::Q as Q4475;
use m4476::Q as Q4476;
use m4477::Q as Q4477;
use m4478::Q as Q4478;
use m4479::Q as Q4479;
use m4480::Q as Q4480;
use m4481::Q as Q4481;
use m4482::Q as Q4482;
use m4483::Q as Q4483;
use m4484::Q as Q4484;
use m4485::Q as Q4485;
use m4486::Q as Q4486;
use m4487::Q as Q4487;
use m4488::Q as Q4488;
use m4489::Q as Q4489;
use m4490::Q as Q4490;
use m4491::Q as Q4491;
use m4492::Q as Q4492;
use m4493::Q as Q4493;
use m4494::Q as Q4494;
use m4495::Q as Q4495;
use m4496::Q as Q4496;
use m4497::Q as Q4497;
use m4498::Q as Q4498;
use m4499::Q as Q4499;
use m4500::Q as Q4500;
use m4501::Q as Q4501;
use m4502::Q as Q4502;
use m4503::Q as Q4503;
use m4504::Q as Q4504;
use m4505::Q as Q4505;
use m4506::Q as Q4506;
use m4507::Q as Q4507;
use m4508::Q as Q4508;
use m4509::Q as Q4509;
use m4510::Q as Q4510;
use m4511::Q as Q4511;
use m4512::Q as Q4512;
use m4513::Q as Q4513;
use m4514::Q as Q4514;
use m4515::Q as Q4515;
use m4516::Q as Q4516;
use m4517::Q as Q4517;
use m4518::Q as Q4518;
use m4519::Q as Q4519;
use m4520::Q as Q4520;
use m4521::Q as Q4521;
use m4522::Q as Q4522;
use m4523::Q as Q4523;
use m4524::Q as Q4524;
use m4525::Q as Q4525;
use m4526::Q as Q4526;
use m4527::Q as Q4527;
use m4528::Q as Q4528;
use m4529::Q as Q4529;
use m4530::Q as Q4530;
use m4531::Q as Q4531;
use m4532::Q as Q4532;
use m4533::Q as Q4533;
use m4534::Q as Q4534;
use m4535::Q as Q4535;
use m4536::Q as Q4536;
use m4537::Q as Q4537;
use m4538::Q as Q4538;
use m4539::Q as Q4539;
use m4540::Q as Q4540;
use m4541::Q as Q4541;
use m4542::Q as Q4542;
use m4543::Q as Q4543;
use m4544::Q as Q4544;
use m4545::Q as Q4545;
use m4546::Q as Q4546;
use m4547::Q as Q4547;
use m4548::Q as Q4548;
use m4549::Q as Q4549;
use m4550::Q as Q4550;
use m4551::Q as Q4551;
use m4552::Q as Q4552;
use m4553::Q as Q4553;
use m4554::Q as Q4554;
use m4555::Q as Q4555;
use m4556::Q as Q4556;
use m4557::Q as Q4557;
use m4558::Q as Q4558;
use m4559::Q as Q4559;
use m4560::Q as Q4560;
use m4561::Q as Q4561;
use m4562::Q as Q4562;
use m4563::Q as Q4563;
use m4564::Q as Q4564;
use m4565::Q as Q4565;
use m4566::Q as Q4566;
use m4567::Q as Q4567;
use m4568::Q as Q4568;
use m4569::Q as Q4569;
use m4570::Q as Q4570;
use m4571::Q as Q4571;
use m4572::Q as Q4572;
use m4573::Q as Q4573;
use m4574::Q as Q4574;
use m4575::Q as Q4575;
use m4576::Q as Q4576;
use m4577::Q as Q4577;
use m4578::Q as Q4578;
use m4579::Q as Q4579;
use m4580::Q as Q4580;
use m4581::Q as Q4581;
use m4582::Q as Q4582;
use m4583::Q as Q4583;
use m4584::Q as Q4584;
use m4585::Q as Q4585;
use m4586::Q as Q4586;
use m4587::Q as Q4587;
use m4588::Q as Q4588;
use m4589::Q as Q4589;
use m4590::Q as Q4590;
use m4591::Q as Q4591;
use m4592::Q as Q4592;
use m4593::Q as Q4593;
use m4594::Q as Q4594;
use m4595::Q as Q4595;
use m4596::Q as Q4596;
use m4597::Q as Q4597;
use m4598::Q as Q4598;
use m4599::Q as Q4599;
use m4600::Q as Q4600;
use m4601::Q as Q4601;
use m4602::Q as Q4602;
use m4603::Q as Q4603;
use m4604::Q as Q4604;
use m4605::Q as Q4605;
use m4606::Q as Q4606;
use m4607::Q as Q4607;
use m4608::Q as Q4608;
use m4609::Q as Q4609;
use m4610::Q as Q4610;
use m4611::Q as Q4611;
use m4612::Q as Q4612;
use m4613::Q as Q4613;
use m4614::Q as Q4614;
use m4615::Q as Q4615;
use m4616::Q as Q4616;
use m4617::Q as Q4617;
use m4618::Q as Q4618;
use m4619::Q as Q4619;
use m4620::Q as Q4620;
use m4621::Q as Q4621;
use m4622::Q as Q4622;
use m4623::Q as Q4623;
use m4624::Q as Q4624;
use m4625::Q as Q4625;
use m4626::Q as Q4626;
use m4627::Q as Q4627;
use m4628::Q as Q4628;
use m4629::Q as Q4629;
use m4630::Q as Q4630;
use m4631::Q as Q4631;
use m4632::Q as Q4632;
use m4633::Q as Q4633;
use m4634::Q as Q4634;
use m4635::Q as Q4635;
use m4636::Q as Q4636;
use m4637::Q as Q4637;
use m4638::Q as Q4638;
use m4639::Q as Q4639;
use m4640::Q as Q4640;
use m4641::Q as Q4641;
use m4642::Q as Q4642;
use m4643::Q as Q4643;
use m4644::Q as Q4644;
use m4645::Q as Q4645;
use m4646::Q as Q4646;
use m4647::Q as Q4647;
use m4648::Q as Q4648;
use m4649::Q as Q4649;
use m4650::Q as Q4650;
use m4651::Q as Q4651;
use m4652::Q as Q4652;
use m4653::Q as Q4653;
use m4654::Q as Q4654;
use m4655::Q as Q4655;
use m4656::Q as Q4656;
use m4657::Q as Q4657;
use m4658::Q as Q4658;
use m4659::Q as Q4659;
use m4660::Q as Q4660;
use m4661::Q as Q4661;
use m4662::Q as Q4662;
use m4663::Q as Q4663;
use m4664::Q as Q4664;
use m4665::Q as Q4665;
use m4666::Q as Q4666;
use m4667::Q as Q4667;
use m4668::Q as Q4668;
use m4669::Q as Q4669;
use m4670::Q as Q4670;
use m4671::Q as Q4671;
use m4672::Q as Q4672;
use m4673::Q as Q4673;
use m4674::Q as Q4674;
use m4675::Q as Q4675;
use m4676::Q as Q4676;
use m4677::Q as Q4677;
use m4678::Q as Q4678;
use m4679::Q as Q4679;
use m4680::Q as Q4680;
use m4681::Q as Q4681;
use m4682::Q as Q4682;
use m4683::Q as Q4683;
use m4684::Q as Q4684;
use m4685::Q as Q4685;
use m4686::Q as Q4686;
use m4687::Q as Q4687;
use m4688::Q as Q4688;
use m4689::Q as Q4689;
use m4690::Q as Q4690;
use m4691::Q as Q4691;
use m4692::Q as Q4692;
use m4693::Q as Q4693;
use m4694::Q as Q4694;
use m4695::Q as Q4695;
use m4696::Q as Q4696;
use m4697::Q as Q4697;
use m4698::Q as Q4698;
use m4699::Q as Q4699;
use m4700::Q as Q4700;
use m4701::Q as Q4701;
use m4702::Q as Q4702;
use m4703::Q as Q4703;
use m4704::Q as Q4704;
use m4705::Q as Q4705;
use m4706::Q as Q4706;
use m4707::Q as Q4707;
use m4708::Q as Q4708;
use m4709::Q as Q4709;
use m4710::Q as Q4710;
use m4711::Q as Q4711;
use m4712::Q as Q4712;
use m4713::Q as Q4713;
use m4714::Q as Q4714;
use m4715::Q as Q4715;
use m4716::Q as Q4716;
use m4717::Q as Q4717;
use m4718::Q as Q4718;
use m4719::Q as Q4719;
use m4720::Q as Q4720;
use m4721::Q as Q4721;
use m4722::Q as Q4722;
use m4723::Q as Q4723;
use m4724::Q as Q4724;
use m4725::Q as Q4725;
use m4726::Q as Q4726;
use m4727::Q as Q4727;
use m4728::Q as Q4728;
use m4729::Q as Q4729;
use m4730::Q as Q4730;
use m4731::Q as Q4731;
use m4732::Q as Q4732;
use m4733::Q as Q4733;
use m4734::Q as Q4734;
use m4735::Q as Q4735;
use m4736::Q as Q4736;
use m4737::Q as Q4737;
use m4738::Q as Q4738;
use m4739::Q as Q4739;
use m4740::Q as Q4740;
use m4741::Q as Q4741;
use m4742::Q as Q4742;
use m4743::Q as Q4743;
use m4744::Q as Q4744;
use m4745::Q as Q4745;
use m4746::Q as Q4746;
use m4747::Q as Q4747;
use m4748::Q as Q4748;
use m4749::Q as Q4749;
use m4750::Q as Q4750;
use m4751::Q as Q4751;
use m4752::Q as Q4752;
use m4753::Q as Q4753;
use m4754::Q as Q4754;
use m4755::Q as Q4755;
use m4756::Q as Q4756;
use m4757::Q as Q4757;
use m4758::Q as Q4758;
use m4759::Q as Q4759;
use m4760::Q as Q4760;
use m4761::Q as Q4761;
use m4762::Q as Q4762;
use m4763::Q as Q4763;
use m4764::Q as Q4764;
use m4765::Q as Q4765;
use m4766::Q as Q4766;
use m4767::Q as Q4767;
use m4768::Q as Q4768;
use m4769::Q as Q4769;
use m4770::Q as Q4770;
use m4771::Q as Q4771;
use m4772::Q as Q4772;
use m4773::Q as Q4773;
use m4774::Q as Q4774;
use m4775::Q as Q4775;
use m4776::Q as Q4776;
use m4777::Q as Q4777;
use m4778::Q as Q4778;
use m4779::Q as Q4779;
use m4780::Q as Q4780;
use m4781::Q as Q4781;
use m4782::Q as Q4782;
use m4783::Q as Q4783;
use m4784::Q as Q4784;
use m4785::Q as Q4785;
use m4786::Q as Q4786;
use m4787::Q as Q4787;
use m4788::Q as Q4788;
use m4789::Q as Q4789;
use m4790::Q as Q4790;
use m4791::Q as Q4791;
use m4792::Q as Q4792;
use m4793::Q as Q4793;
use m4794::Q as Q4794;
use m4795::Q as Q4795;
use m4796::Q as Q4796;
use m4797::Q as Q4797;
use m4798::Q as Q4798;
use m4799::Q as Q4799;
use m4800::Q as Q4800;
use m4801::Q as Q4801;
use m4802::Q as Q4802;
use m4803::Q as Q4803;
use m4804::Q as Q4804;
use m4805::Q as Q4805;
use m4806::Q as Q4806;
use m4807::Q as Q4807;
use m4808::Q as Q4808;
use m4809::Q as Q4809;
use m4810::Q as Q4810;
use m4811::Q as Q4811;
use m4812::Q as Q4812;
use m4813::Q as Q4813;
use m4814::Q as Q4814;
use m4815::Q as Q4815;
use m4816::Q as Q4816;
use m4817::Q as Q4817;
use m4818::Q as Q4818;
use m4819::Q as Q4819;
use m4820::Q as Q4820;
use m4821::Q as Q4821;
use m4822::Q as Q4822;
use m4823::Q as Q4823;
use m4824::Q as Q4824;
use m4825::Q as Q4825;
use m4826::Q as Q4826;
use m4827::Q as Q4827;
use m4828::Q as Q4828;
use m4829::Q as Q4829;
use m4830::Q as Q4830;
use m4831::Q as Q4831;
use m4832::Q as Q4832;
use m4833::Q as Q4833;
use m4834::Q as Q4834;
use m4835::Q as Q4835;
use m4836::Q as Q4836;
use m4837::Q as Q4837;
use m4838::Q as Q4838;
use m4839::Q as Q4839;
use m4840::Q as Q4840;
use m4841::Q as Q4841;
use m4842::Q as Q4842;
use m4843::Q as Q4843;
use m4844::Q as Q4844;
use m4845::Q as Q4845;
use m4846::Q as Q4846;
use m4847::Q as Q4847;
use m4848::Q as Q4848;
use m4849::Q as Q4849;
use m4850::Q as Q4850;
use m4851::Q as Q4851;
use m4852::Q as Q4852;
use m4853::Q as Q4853;
use m4854::Q as Q4854;
use m4855::Q as Q4855;
use m4856::Q as Q4856;
use m4857::Q as Q4857;
use m4858::Q as Q4858;
use m4859::Q as Q4859;
use m4860::Q as Q4860;
use m4861::Q as Q4861;
use m4862::Q as Q4862;
use m4863::Q as Q4863;
use m4864::Q as Q4864;
use m4865::Q as Q4865;
use m4866::Q as Q4866;
use m4867::Q as Q4867;
use m4868::Q as Q4868;
use m4869::Q as Q4869;
use m4870::Q as Q4870;
use m4871::Q as Q4871;
use m4872::Q as Q4872;
use m4873::Q as Q4873;
use m4874::Q as Q4874;
use m4875::Q as Q4875;
use m4876::Q as Q4876;
use m4877::Q as Q4877;
use m4878::Q as Q4878;
use m4879::Q as Q4879;
use m4880::Q as Q4880;
use m4881::Q as Q4881;
use m4882::Q as Q4882;
use m4883::Q as Q4883;
use m4884::Q as Q4884;
use m4885::Q as Q4885;
use m4886::Q as Q4886;
use m4887::Q as Q4887;
use m4888::Q as Q4888;
use m4889::Q as Q4889;
use m4890::Q as Q4890;
use m4891::Q as Q4891;
use m4892::Q as Q4892;
use m4893::Q as Q4893;
use m4894::Q as Q4894;
use m4895::Q as Q4895;
use m4896::Q as Q4896;
use m4897::Q as Q4897;
use m4898::Q as Q4898;
use m4899::Q as Q4899;
use m4900::Q as Q4900;
use m4901::Q as Q4901;
use m4902::Q as Q4902;
use m4903::Q as Q4903;
use m4904::Q as Q4904;
use m4905::Q as Q4905;
use m4906::Q as Q4906;
use m4907::Q as Q4907;
use m4908::Q as Q4908;
use m4909::Q as Q4909;
use m4910::Q as Q4910;
use m4911::Q as Q4911;
use m4912::Q as Q4912;
use m4913::Q as Q4913;
use m4914::Q as Q4914;
use m4915::Q as Q4915;
use m4916::Q as Q4916;
use m4917::Q as Q4917;
use m4918::Q as Q4918;
use m4919::Q as Q4919;
use m4920::Q as Q4920;
use m4921::Q as Q4921;
use m4922::Q as Q4922;
use m4923::Q as Q4923;
use m4924::Q as Q4924;
use m4925::Q as Q4925;
use m4926::Q as Q4926;
use m4927::Q as Q4927;
use m4928::Q as Q4928;
use m4929::Q as Q4929;
use m4930::Q as Q4930;
use m4931::Q as Q4931;
use m4932::Q as Q4932;
use m4933::Q as Q4933;
use m4934::Q as Q4934;
use m4935::Q as Q4935;
use m4936::Q as Q4936;
use m4937::Q as Q4937;
use m4938::Q as Q4938;
use m4939::Q as Q4939;
use m4940::Q as Q4940;
use m4941::Q as Q4941;
use m4942::Q as Q4942;
use m4943::Q as Q4943;
use m4944::Q as Q4944;
use m4945::Q as Q4945;
use m4946::Q as Q4946;
use m4947::Q as Q4947;
use m4948::Q as Q4948;
use m4949::Q as Q4949;
use m4950::Q as Q4950;
use m4951::Q as Q4951;
use m4952::Q as Q4952;
use m4953::Q as Q4953;
use m4954::Q as Q4954;
use m4955::Q as Q4955;
use m4956::Q as Q4956;
use m4957::Q as Q4957;
use m4958::Q as Q4958;
use m4959::Q as Q4959;
use m4960::Q as Q4960;
use m4961::Q as Q4961;
use m4962::Q as Q4962;
use m4963::Q as Q4963;
use m4964::Q as Q4964;
use m4965::Q as Q4965;
use m4966::Q as Q4966;
use m4967::Q as Q4967;
use m4968::Q as Q4968;
use m4969::Q as Q4969;
use m4970::Q as Q4970;
use m4971::Q as Q4971;
use m4972::Q as Q4972;
use m4973::Q as Q4973;
use m4974::Q as Q4974;
use m4975::Q as Q4975;
use m4976::Q as Q4976;
use m4977::Q as Q4977;
use m4978::Q as Q4978;
use m4979::Q as Q4979;
use m4980::Q as Q4980;
use m4981::Q as Q4981;
use m4982::Q as Q4982;
use m4983::Q as Q4983;
use m4984::Q as Q4984;
use m4985::Q as Q4985;
use m4986::Q as Q4986;
use m4987::Q as Q4987;
use m4988::Q as Q4988;
use m4989::Q as Q4989;
use m4990::Q as Q4990;
use m4991::Q as Q4991;
use m4992::Q as Q4992;
use m4993::Q as Q4993;
use m4994::Q as Q4994;
use m4995::Q as Q4995;
use m4996::Q as Q4996;
use m4997::Q as Q4997;
use m4998::Q as Q4998;
use m4999::Q as Q4999;
#[device(chip = 1)]
fn k(ctx: &mut Context, a: &HbmTensor<bf16, m![1], m![X]>) -> HbmTensor<bf16, m![1], m![X]> {
    let n = Q4999 + m4999::Q;
    a.to_hbm(&mut ctx.tdma, 0)
}
