/**
 * Nigerian words the school writes and parents type, as they are spelt: foods, clothes, festivals, people's names
 * in Yoruba, Igbo and Hausa, and places (Ibadan's areas first). English dictionaries do not know them, so the blog's
 * spelling check must never "correct" one (gele is not "geld", jollof is not "hollow"), and the chat must not take
 * a parent's area ("school bus from Akobo") for the topic of the question. Words as one or more space-separated
 * entries per line; a multi-word name ("moin moin") is a phrase of its own.
 */

/** Food and drink. */
export const NIGERIAN_FOODS = `
  jollof amala eba fufu iyan semo semovita tuwo masa suya kilishi akara moin moin moi moimoi moinmoin ofada
  dodo puff-puff chin-chin chinchin boli agege gala egusi efo riro efo-riro ewedu gbegiri ogbono okra
  okro edikaikong afang oha onugbu bitterleaf banga nsala pepper-soup ofe owerri abacha ugba nkwobi isi-ewu
  asun ayamase ofada-stew dundun ikokore ekuru gari garri ogi akamu kunu zobo tigernut fura nono kokoro
  robo kuli-kuli kulikuli ojojo mosa gurundi ipekere kpomo ponmo shaki saki abodi orisirisi agidi eko asaro
  ikokore dambu miyan kuka kuka taushe fate danwake waina alkaki gote ukwa abacha ugu ugwu uziza utazi zogale
  ebiripo ikokore ofe-akwu akwu boole bole kpekere ekpang nkukwo ekwang edikang atama ewa agoyin ewa-agoyin
  adalu gizdodo asaro ikpekere ukodo ofe-nsala isiewu ofensala
`;

/** Clothes, cloth and what is worn with them. */
export const NIGERIAN_CLOTHES = `
  gele agbada buba iro sokoto fila kembe aso-oke asooke aso oke aso-ebi asoebi adire ankara kente akwete george
  isiagu dashiki babanriga babban-riga jalabiya iborun ipele pele-pele abeti-aja abetiaja filas
  agbeko tobi kampala okrika onitsha-lace oleku iyun jigida
`;

/** Festivals, ceremonies, days and customs. */
export const NIGERIAN_FESTIVALS = `
  ileya sallah eid ramadan ramadhan durbar osun osun-osogbo oro egungun eyo ojude oba ojude-oba olojo odun
  igbo-ora ofala iri ji iri-ji mmanwu argungu eyo-festival olumo olubadan olubadan-day ibadan-day
  ikeji awuru isu-ikeji ekpe ekpo calabar eid-el-fitr eid-el-kabir maulud mawlid    
        owambe isomoloruko ikomojade igba-nkwu
  igbankwu idana aseye odunde ebibi gelede oke-ibadan okebadan
`;

/** Yoruba given names and family names. */
export const YORUBA_NAMES = `
  Adebayo Adébáyọ̀ Adeyemi Adewale Adeola Adesola Adetokunbo Adetutu Adekunle Adeleke Adenike Aderonke Adeoye
  Akinwale Akinola Akintola Akinyemi Ayodele Ayòdèjì Ayodeji Ayomide Ayotunde Babajide Babatunde Bamidele Bankole
  Bolanle Bọ́lá Bola Bukola Damilare Damilola Dayo Ebunoluwa Eniola Enitan Fálọlá Falola Fadekemi Folake Folasade
  Funmilayo Funke Gbenga Ifeoluwa Ibukun Ireti Iyabo Jumoke Kehinde Taiwo Idowu Kayode Kunle Lanre Mojisola
  Moyosore Morenike Ololade Olabisi Oladele Oladipo Olaide Olamide Olanrewaju Olawale Olayinka Oluwadamilare
  Oluwafemi Oluwakemi Oluwaseun Olúwásèún Oluwatobi Oluwatoyin Omolara Omowunmi Opeyemi Oreoluwa Oyinda
  Oyinkansola Segun Sèyí Seyi Simisola Similoluwa Tayo Temitope Tèmítọ́pẹ́ Tobiloba Tolu Toluwani Tunde Tunji Wale
  Wuraola Yetunde Yewande Abiodun Abimbola Abiola Adunni Aduke Ajoke Alake Amope Anike Ayinde Ayoola Bimpe
  Bisola Busola Dolapo Dupe Femi Fisayo Folarin Gbemisola Ige Iretiola Jide Jolaade Kemi Kolawole Ladipo Lola
  Modupe Mosun Niyi Ogunleye Ogundipe Ogunlana Ojo Ojediran Okunola Olufunke Olumide Omobolanle Oyebanji
  Oyewole Oyelaran Rotimi Sade Shola Sola Tade Tinuke Titilayo Titi Toyin Yinka Ajayi Adeniyi Adebisi Fashola
  Oyelowo Obafemi Awolowo Akande Ladoja Ajimobi Makinde Ayorinde Oyedepo Aregbesola
`;

/** Igbo given names and family names. */
export const IGBO_NAMES = `
  Chiamaka Chinedu Chioma Chukwuemeka Emeka Ngozi Nnamdi Obinna Uche Adaeze Adaobi Amaka Chidi Chidinma Chike
  Chima Chinonso Chinwe Chisom Chukwudi Ebuka Ifeanyi Ifeoma Ikenna Kelechi Nkechi Nneka Obiageli Obiora
  Ogechi Okechukwu Onyeka Somtochukwu Tochukwu Uchenna Ugochi Ugochukwu Uzoma Nwachukwu Nwankwo Okafor Okeke
  Okonkwo Onyekachi Ezinne Ebere Chibuzor Kamsi Kosisochukwu Munachi Olisa Chinaza Obiamaka Azubuike Nwosu
  Eze Anyanwu Iwu Achebe Adichie Ekwueme Obi Okoro Udeh Onwuka
`;

/** Hausa (and other northern) given names and family names. */
export const HAUSA_NAMES = `
  Aisha Amina Fatima Ibrahim Musa Yusuf Zainab Abubakar Aliyu Bello Danjuma Garba Habiba Hadiza Halima Hauwa
  Ibrahim Jamila Kabiru Lawal Maryam Mohammed Muhammad Mustapha Nasiru Rabiu Sadiq Safiya Salisu Sani Shehu
  Suleiman Umar Usman Yakubu Zahra Zubairu Balarabe Binta Dantata Dangote Gambo Hassan Husseini Idris Ismail
  Jibril Khadija Ladi Mairo Nafisa Rakiya Saratu Tanko Yahaya Audu Baba Adamu Abdullahi Abdulrahman Abdulkadir
`;

/** Places: Ibadan's areas, Oyo State's towns, Nigeria's cities and states. */
export const NIGERIAN_PLACES = `
  Ibadan Ìbàdàn Akobo Bodija Mokola Dugbe Ojoo Iwo Sango Apata Agodi Oluyole Jericho Ring-Road Samonda
  Moniya Elebu Elewura Oke-Ado Oke-Bola Molete Mapo Beere Oja-Oba Iyaganku Odo-Ona Orita Oke-Itunu Idi-Ape
  Basorun Iwo-Road Olodo Agbowo Ajibode Akingbile Alakia Alalubosa Ashi Awotan Bashorun Ekotedo Felele Idi-Arere
  Ijokodo Ikolaba Inalende Isale-Eko Kongi Labiran Lagelu Oke-Are Omi-Adio Onireke Oniyanrin Oremeji
  Sabo Sanngo Ologuneru Ogbere Odogbo Olomi Olorunsogo Ona-Ara Egbeda Ido Akinyele Lagun
  Lalupon Ogunpa Adamasingba Eleyele Elekuro Gbagi Monatan Kutayi Orogun Ajoda Ogbomoso Ògbómọ̀ṣọ́ Oyo Ọ̀yọ́
  Iseyin Saki Shaki Oke-Ogun Eruwa Igboho Igbo-Ora Lanlate Ilora Fiditi Ago-Are Kishi Igbeti Ogbooro Osogbo
  Òṣogbo Ile-Ife Ilé-Ifẹ̀ Ife Ifẹ̀ Ilesa Ilorin Ìlọrin Abeokuta Abẹ́òkúta Ijebu Ijebu-Ode Sagamu Ota Lagos Èkó
  Ikeja Lekki Ikorodu Epe Yaba Surulere Ajah Ikoyi Badagry Ondo Akure Owo Ekiti Ado-Ekiti Abuja Kaduna Kano
  Katsina Sokoto Zaria Maiduguri Bauchi Gombe Yola Jos Makurdi Lokoja Minna Enugu Nsukka Onitsha Awka Nnewi
  Owerri Umuahia Aba Abakaliki Asaba Port-Harcourt Benin Warri Calabar Uyo Yenagoa Nigeria Naija
`;

/** Words about the country's peoples and their languages, and titles. */
export const NIGERIAN_PEOPLE_AND_TITLES = `
  Yoruba Yorùbá Igbo Hausa Fulani Ijaw Efik Ibibio Tiv Edo Urhobo Itsekiri Kanuri Nupe Igala Idoma Pidgin
  Naija Oba Ọba Olubadan Alaafin Ooni Obi Emir Sultan Eze Igwe Baale Iyalode Mogaji Alhaji Alhaja    
       
`;

/** Every entry of a list above (multi-word names stay one phrase, "moin moin"). */
function entries(list: string): string[] {
  return list.split(/\s+/).filter(Boolean);
}

/** Every word above, each as written. */
export const NIGERIAN_WORDS: readonly string[] = [
  ...entries(NIGERIAN_FOODS),
  ...entries(NIGERIAN_CLOTHES),
  ...entries(NIGERIAN_FESTIVALS),
  ...entries(YORUBA_NAMES),
  ...entries(IGBO_NAMES),
  ...entries(HAUSA_NAMES),
  ...entries(NIGERIAN_PLACES),
  ...entries(NIGERIAN_PEOPLE_AND_TITLES),
];

/** The place names alone (areas, towns, cities, states), as written. */
export const NIGERIAN_PLACE_NAMES: readonly string[] = entries(NIGERIAN_PLACES);
