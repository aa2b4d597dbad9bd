import type { TextCatalogue } from "./translate.ts";

/**
 * The API's error messages a viewer meets, in the other four languages (issue 19). Keyed by the
 * English message as the API writes it (the spec's texts; the contract). A message not listed
 * here, or one with values filled in, is answered in English. Written by us: to be reviewed by
 * native speakers before launch.
 */
export const API_MESSAGES: TextCatalogue = {
  // Operations (issue 44): load shedding
  "Tazama is very busy right now. Please try again in a few seconds.": {
    fr: "Tazama est très occupé en ce moment. Réessayez dans quelques secondes.",
    sw: "Tazama ina shughuli nyingi sasa hivi. Jaribu tena baada ya sekunde chache.",
    ha: "Tazama yana da aiki sosai yanzu. Sake gwadawa bayan 'yan daƙiƙoƙi.",
    yo: "Tazama ń ṣiṣẹ́ púpọ̀ báyìí. Gbìyànjú lẹ́ẹ̀kan sí i lẹ́yìn ìṣẹ́jú-àáyá díẹ̀.",
  },
  // Accounts (spec §8)
  "Please enter a valid email address.": {
    fr: "Veuillez saisir une adresse e-mail valide.",
    sw: "Tafadhali weka anwani sahihi ya barua pepe.",
    ha: "Da fatan za a shigar da ingantaccen adireshin imel.",
    yo: "Jọ̀wọ́ tẹ àdírẹ́sì ímeèlì tó péye.",
  },
  "Your account has been disabled. Please contact support for assistance.": {
    fr: "Votre compte a été désactivé. Veuillez contacter l'assistance.",
    sw: "Akaunti yako imezimwa. Tafadhali wasiliana na huduma kwa wateja.",
    ha: "An kashe asusunka. Da fatan za a tuntuɓi masu taimako.",
    yo: "A ti pa àkántì rẹ. Jọ̀wọ́ kàn sí ìrànlọ́wọ́.",
  },
  "No account found with this email address. Please check your email or sign up for a new account.":
    {
      fr: "Aucun compte ne correspond à cette adresse e-mail. Vérifiez-la ou créez un compte.",
      sw: "Hakuna akaunti yenye barua pepe hii. Iangalie au jisajili upya.",
      ha: "Babu asusu da wannan imel. Duba imel ɗinka ko yi rajista.",
      yo: "Kò sí àkántì pẹ̀lú ímeèlì yìí. Ṣàyẹ̀wò rẹ̀ tàbí forúkọ sílẹ̀.",
    },
  "The password you entered is incorrect. Please try again or reset your password.": {
    fr: "Le mot de passe est incorrect. Réessayez ou réinitialisez-le.",
    sw: "Nenosiri si sahihi. Jaribu tena au weka jipya.",
    ha: "Kalmar sirrin ba daidai ba ce. Sake gwadawa ko sabunta ta.",
    yo: "Ọ̀rọ̀ aṣínà kò tọ̀nà. Gbìyànjú lẹ́ẹ̀kan sí i tàbí tún un ṣe.",
  },
  "You are the last admin: make another admin before deleting your account.": {
    fr: "Vous êtes le dernier administrateur : nommez un autre administrateur avant de supprimer votre compte.",
    sw: "Wewe ndiye msimamizi wa mwisho: mteue msimamizi mwingine kabla ya kufuta akaunti yako.",
    ha: "Kai ne mai gudanarwa na ƙarshe: naɗa wani mai gudanarwa kafin ka goge asusunka.",
    yo: "Ìwọ ni alábòójútó tó kẹ́yìn: yan alábòójútó míì kí o tó pa àkántì rẹ rẹ́.",
  },
  "The email or password you entered is incorrect. Please check your credentials and try again.": {
    fr: "L'e-mail ou le mot de passe est incorrect. Vérifiez-les et réessayez.",
    sw: "Barua pepe au nenosiri si sahihi. Viangalie na ujaribu tena.",
    ha: "Imel ko kalmar sirri ba daidai ba ne. Duba su ka sake gwadawa.",
    yo: "Ímeèlì tàbí ọ̀rọ̀ aṣínà kò tọ̀nà. Ṣàyẹ̀wò wọn kí o tún gbìyànjú.",
  },
  "Too many failed login attempts. Please wait a few minutes before trying again.": {
    fr: "Trop de tentatives de connexion. Patientez quelques minutes avant de réessayer.",
    sw: "Majaribio mengi mno ya kuingia. Subiri dakika chache kisha ujaribu tena.",
    ha: "Ƙoƙarin shiga sun yi yawa. Jira 'yan mintuna kafin ka sake gwadawa.",
    yo: "Ìgbìyànjú wíwọlé ti pọ̀ jù. Dúró ìṣẹ́jú díẹ̀ kí o tó tún gbìyànjú.",
  },
  "An internal error occurred. Please try again later.": {
    fr: "Une erreur interne s'est produite. Réessayez plus tard.",
    sw: "Hitilafu ya ndani imetokea. Jaribu tena baadaye.",
    ha: "Wata matsala ta cikin gida ta faru. Sake gwadawa daga baya.",
    yo: "Àṣìṣe inú kan ṣẹlẹ̀. Gbìyànjú lẹ́yìn náà.",
  },
  "Email Already Registered": {
    fr: "E-mail déjà enregistré",
    sw: "Barua pepe tayari imesajiliwa",
    ha: "An riga an yi rajista da imel ɗin",
    yo: "Ímeèlì yìí ti forúkọ sílẹ̀ tẹ́lẹ̀",
  },
  "This password reset link is invalid, expired or already used. Request a new one.": {
    fr: "Ce lien de réinitialisation est invalide, expiré ou déjà utilisé. Demandez-en un nouveau.",
    sw: "Kiungo hiki cha kuweka nenosiri si halali, kimeisha au kimetumika. Omba kingine.",
    ha: "Wannan hanyar sabunta kalmar sirri ba ta aiki, ta ƙare ko an yi amfani da ita. Nemi sabuwa.",
    yo: "Ìjápọ̀ àtúnṣe yìí kò wúlò, ó ti parí tàbí a ti lò ó. Béèrè tuntun.",
  },
  "Please log in to continue.": {
    fr: "Connectez-vous pour continuer.",
    sw: "Tafadhali ingia ili uendelee.",
    ha: "Da fatan za a shiga don ci gaba.",
    yo: "Jọ̀wọ́ wọlé láti tẹ̀síwájú.",
  },
  "Sign in first.": {
    fr: "Connectez-vous d'abord.",
    sw: "Ingia kwanza.",
    ha: "Fara shiga tukuna.",
    yo: "Kọ́kọ́ wọlé.",
  },
  "Your account is not allowed to do this.": {
    fr: "Votre compte n'est pas autorisé à faire cela.",
    sw: "Akaunti yako hairuhusiwi kufanya hivi.",
    ha: "Ba a ba asusunka izinin yin wannan ba.",
    yo: "A kò gba àkántì rẹ láàyè láti ṣe èyí.",
  },
  "The request is not valid.": {
    fr: "La demande n'est pas valide.",
    sw: "Ombi si halali.",
    ha: "Buƙatar ba ta da inganci.",
    yo: "Ìbéèrè náà kò wúlò.",
  },
  "Enter your phone number in international format, e.g. +254712345678.": {
    fr: "Saisissez votre numéro au format international, p. ex. +254712345678.",
    sw: "Weka nambari yako ya simu kwa muundo wa kimataifa, k.m. +254712345678.",
    ha: "Shigar da lambar wayarka a tsarin ƙasa da ƙasa, misali +254712345678.",
    yo: "Tẹ nọ́ńbà fóònù rẹ ní ọ̀nà àgbáyé, fún àpẹẹrẹ +254712345678.",
  },
  // Titles and watching
  "This title does not exist.": {
    fr: "Ce titre n'existe pas.",
    sw: "Kichwa hiki hakipo.",
    ha: "Wannan take babu shi.",
    yo: "Àkọlé yìí kò sí.",
  },
  "This title is not available yet. Please check back soon.": {
    fr: "Ce titre n'est pas encore disponible. Revenez bientôt.",
    sw: "Kichwa hiki bado hakipatikani. Rudi hivi karibuni.",
    ha: "Wannan take bai samu ba tukuna. Dawo nan ba da jimawa ba.",
    yo: "Àkọlé yìí kò tíì wà. Padà wá láìpẹ́.",
  },
  "Buy or rent this title to watch it.": {
    fr: "Achetez ou louez ce titre pour le regarder.",
    sw: "Nunua au kodisha kichwa hiki ili ukitazame.",
    ha: "Saya ko yi hayar wannan take don kallo.",
    yo: "Ra àkọlé yìí tàbí yá a láti wò ó.",
  },
  "There is no video for this title yet.": {
    fr: "Il n'y a pas encore de vidéo pour ce titre.",
    sw: "Bado hakuna video ya kichwa hiki.",
    ha: "Babu bidiyo na wannan take tukuna.",
    yo: "Kò sí fídíò fún àkọlé yìí síbẹ̀.",
  },
  "This video is still being prepared.": {
    fr: "Cette vidéo est encore en préparation.",
    sw: "Video hii bado inaandaliwa.",
    ha: "Ana shirya wannan bidiyo har yanzu.",
    yo: "À ń múra fídíò yìí sílẹ̀ lọ́wọ́.",
  },
  "This media link has expired.": {
    fr: "Ce lien vidéo a expiré.",
    sw: "Kiungo hiki cha video kimeisha muda.",
    ha: "Wannan hanyar bidiyo ta ƙare.",
    yo: "Ìjápọ̀ fídíò yìí ti parí.",
  },
  "You already own this title.": {
    fr: "Ce titre vous appartient déjà.",
    sw: "Tayari unamiliki kichwa hiki.",
    ha: "Kana da wannan take tuni.",
    yo: "O ti ní àkọlé yìí tẹ́lẹ̀.",
  },
  "This title is free to watch.": {
    fr: "Ce titre est gratuit.",
    sw: "Kichwa hiki ni bure kutazama.",
    ha: "Wannan take kyauta ne don kallo.",
    yo: "Àkọlé yìí jẹ́ ọ̀fẹ́ láti wò.",
  },
  "A rental can be given back only in the first 2 minutes after it starts playing.": {
    fr: "Une location ne peut être rendue que dans les 2 premières minutes de lecture.",
    sw: "Ukodishaji unaweza kurudishwa ndani ya dakika 2 za kwanza tu baada ya kuanza kucheza.",
    ha: "Ana iya mayar da haya ne kawai a cikin mintuna 2 na farko bayan fara kallo.",
    yo: "Ìyálò ṣeé dá padà ní ìṣẹ́jú 2 àkọ́kọ́ lẹ́yìn tí ó bẹ̀rẹ̀ nìkan.",
  },
  "This rental was downloaded to a device, so it cannot be given back.": {
    fr: "Cette location a été téléchargée sur un appareil : elle ne peut pas être rendue.",
    sw: "Ukodishaji huu umepakuliwa kwenye kifaa, kwa hiyo hauwezi kurudishwa.",
    ha: "An sauke wannan haya zuwa na'ura, don haka ba za a iya mayar da ita ba.",
    yo: "A ti gba ìyálò yìí sílẹ̀ sórí ẹ̀rọ kan, nítorí náà a kò lè dá a padà.",
  },
  "Too many checks of downloads. Please wait a minute.": {
    fr: "Trop de vérifications de téléchargements. Patientez une minute.",
    sw: "Ukaguzi mwingi mno wa vipakuliwa. Tafadhali subiri dakika moja.",
    ha: "Binciken abubuwan da aka sauke ya yi yawa. Da fatan a jira minti ɗaya.",
    yo: "Àyẹ̀wò àwọn ohun tí a gbà sílẹ̀ ti pọ̀ jù. Jọ̀wọ́ dúró fún ìṣẹ́jú kan.",
  },
  // Money
  "Your wallet balance is too low. Top up to continue.": {
    fr: "Le solde de votre portefeuille est insuffisant. Rechargez pour continuer.",
    sw: "Salio la pochi yako ni dogo mno. Ongeza salio ili uendelee.",
    ha: "Kuɗin walat ɗinka bai isa ba. Ƙara kuɗi don ci gaba.",
    yo: "Owó inú àpò rẹ kò tó. Fi owó kún un láti tẹ̀síwájú.",
  },
  "The payment was declined or cancelled. Your wallet was not charged.": {
    fr: "Le paiement a été refusé ou annulé. Votre portefeuille n'a pas été débité.",
    sw: "Malipo yamekataliwa au yameghairiwa. Pochi yako haijatozwa.",
    ha: "An ƙi biyan kuɗin ko an soke shi. Ba a cire kuɗi daga walat ɗinka ba.",
    yo: "A kọ ìsanwó náà tàbí a fagi lé e. A kò gba owó nínú àpò rẹ.",
  },
  "This top-up was not completed within 30 minutes. Your wallet was not charged.": {
    fr: "Cette recharge n'a pas abouti en 30 minutes. Votre portefeuille n'a pas été débité.",
    sw: "Uongezaji huu wa salio haukukamilika ndani ya dakika 30. Pochi yako haijatozwa.",
    ha: "Ba a kammala wannan ƙarin kuɗi cikin mintuna 30 ba. Ba a cire kuɗi daga walat ɗinka ba.",
    yo: "Ìfikún owó yìí kò parí láàárín ìṣẹ́jú 30. A kò gba owó nínú àpò rẹ.",
  },
  "This payment method takes whole amounts only.": {
    fr: "Ce moyen de paiement n'accepte que des montants entiers.",
    sw: "Njia hii ya malipo inapokea kiasi kamili tu.",
    ha: "Wannan hanyar biyan kuɗi tana karɓar cikakken adadi kawai.",
    yo: "Ọ̀nà ìsanwó yìí ń gba iye odidi nìkan.",
  },
  "Verify your phone number with the code we send it before paying by mobile money.": {
    fr: "Vérifiez votre numéro avec le code que nous lui envoyons avant de payer par mobile money.",
    sw: "Thibitisha nambari yako ya simu kwa nambari ya siri tunayoituma kabla ya kulipa kwa pesa za simu.",
    ha: "Tabbatar da lambar wayarka da lambar da muka aika kafin ka biya ta kuɗin waya.",
    yo: "Jẹ́rìí nọ́ńbà fóònù rẹ pẹ̀lú kóòdù tí a fi ránṣẹ́ kí o tó sanwó pẹ̀lú owó fóònù.",
  },
  "This voucher code is not valid.": {
    fr: "Ce code de bon n'est pas valide.",
    sw: "Nambari hii ya vocha si halali.",
    ha: "Lambar wannan baucan ba ta da inganci.",
    yo: "Kóòdù fáúṣà yìí kò wúlò.",
  },
  "This voucher has expired.": {
    fr: "Ce bon a expiré.",
    sw: "Vocha hii imeisha muda.",
    ha: "Wannan baucan ya ƙare.",
    yo: "Fáúṣà yìí ti parí.",
  },
  "This voucher has been fully used.": {
    fr: "Ce bon a été entièrement utilisé.",
    sw: "Vocha hii imetumika yote.",
    ha: "An yi amfani da wannan baucan gaba ɗaya.",
    yo: "A ti lo fáúṣà yìí tán.",
  },
  "Too many voucher codes did not work. Please wait a few minutes before trying again.": {
    fr: "Trop de codes de bon n'ont pas fonctionné. Patientez quelques minutes avant de réessayer.",
    sw: "Nambari nyingi mno za vocha hazikufanya kazi. Subiri dakika chache kisha ujaribu tena.",
    ha: "Lambobin baucan da yawa ba su yi aiki ba. Jira 'yan mintuna kafin ka sake gwadawa.",
    yo: "Ọ̀pọ̀ kóòdù fáúṣà kò ṣiṣẹ́. Dúró ìṣẹ́jú díẹ̀ kí o tó tún gbìyànjú.",
  },
  // Phone verification
  "That code is not right. Check the SMS and try again.": {
    fr: "Ce code n'est pas le bon. Vérifiez le SMS et réessayez.",
    sw: "Nambari hiyo si sahihi. Angalia SMS kisha ujaribu tena.",
    ha: "Lambar ba daidai ba ce. Duba SMS ka sake gwadawa.",
    yo: "Kóòdù yẹn kò tọ̀nà. Ṣàyẹ̀wò SMS kí o tún gbìyànjú.",
  },
  "This code has expired or was used up. Send a new one.": {
    fr: "Ce code a expiré ou a déjà servi. Demandez-en un nouveau.",
    sw: "Nambari hii imeisha muda au imetumika. Tuma nyingine.",
    ha: "Wannan lambar ta ƙare ko an gama amfani da ita. Aika sabuwa.",
    yo: "Kóòdù yìí ti parí tàbí a ti lò ó tán. Fi tuntun ránṣẹ́.",
  },
  "Too many codes were sent to this number. Try again later.": {
    fr: "Trop de codes ont été envoyés à ce numéro. Réessayez plus tard.",
    sw: "Nambari nyingi mno zimetumwa kwa simu hii. Jaribu tena baadaye.",
    ha: "An aika lambobi da yawa zuwa wannan lamba. Sake gwadawa daga baya.",
    yo: "A ti fi kóòdù púpọ̀ jù ránṣẹ́ sí nọ́ńbà yìí. Gbìyànjú lẹ́yìn náà.",
  },
  "Phone verification is not available right now.": {
    fr: "La vérification du téléphone n'est pas disponible pour le moment.",
    sw: "Uthibitishaji wa simu haupatikani kwa sasa.",
    ha: "Ba a iya tabbatar da waya a yanzu.",
    yo: "Ìjẹ́rìí fóònù kò sí lákòókò yìí.",
  },
  "We cannot send codes to phone numbers in this country yet. Use a number from a country Tazama serves.":
    {
      fr: "Nous ne pouvons pas encore envoyer de codes aux numéros de ce pays. Utilisez un numéro d'un pays où Tazama est disponible.",
      sw: "Bado hatuwezi kutuma nambari za uthibitisho kwa simu za nchi hii. Tumia nambari ya nchi ambayo Tazama inahudumia.",
      ha: "Ba za mu iya aika lambobi zuwa wayoyin wannan ƙasa ba tukuna. Yi amfani da lamba daga ƙasar da Tazama ke aiki.",
      yo: "A kò tíì lè fi kóòdù ránṣẹ́ sí nọ́ńbà fóònù ní orílẹ̀-èdè yìí. Lo nọ́ńbà láti orílẹ̀-èdè tí Tazama ń ṣiṣẹ́ ní.",
    },
  "We cannot send codes to this kind of number (premium-rate, satellite or shared-cost). Use a mobile number.":
    {
      fr: "Nous ne pouvons pas envoyer de codes à ce type de numéro (surtaxé, satellite ou à coût partagé). Utilisez un numéro de mobile.",
      sw: "Hatuwezi kutuma nambari za uthibitisho kwa aina hii ya nambari (ya malipo ya juu, ya setilaiti au ya gharama ya pamoja). Tumia nambari ya simu ya mkononi.",
      ha: "Ba za mu iya aika lambobi zuwa irin wannan lamba ba (mai tsadar kira, ta tauraron ɗan adam ko ta raba kuɗi). Yi amfani da lambar wayar hannu.",
      yo: "A kò lè fi kóòdù ránṣẹ́ sí irú nọ́ńbà yìí (olówó ńlá, sátẹ́láìtì tàbí èyí tí a ń pín owó rẹ̀). Lo nọ́ńbà fóònù alágbèéká.",
    },
  "Too many codes went to numbers like this one in the last hour. Try again later.": {
    fr: "Trop de codes ont été envoyés à des numéros comme celui-ci au cours de la dernière heure. Réessayez plus tard.",
    sw: "Nambari nyingi mno zimetumwa kwa simu zinazofanana na hii katika saa iliyopita. Jaribu tena baadaye.",
    ha: "An aika lambobi da yawa zuwa lambobi irin wannan a cikin awa ɗaya da ta wuce. Sake gwadawa daga baya.",
    yo: "A ti fi kóòdù púpọ̀ jù ránṣẹ́ sí àwọn nọ́ńbà bíi èyí ní wákàtí kan sẹ́yìn. Gbìyànjú lẹ́yìn náà.",
  },
  // Screenings and watch parties
  "This screening is over.": {
    fr: "Cette projection est terminée.",
    sw: "Onyesho hili limekwisha.",
    ha: "Wannan nunin ya ƙare.",
    yo: "Àfihàn yìí ti parí.",
  },
  "This screening was cancelled.": {
    fr: "Cette projection a été annulée.",
    sw: "Onyesho hili limeghairiwa.",
    ha: "An soke wannan nunin.",
    yo: "A ti fagi lé àfihàn yìí.",
  },
  "This screening is sold out.": {
    fr: "Cette projection est complète.",
    sw: "Tiketi za onyesho hili zimekwisha.",
    ha: "Tikitin wannan nunin sun ƙare.",
    yo: "Tíkẹ́ẹ̀tì àfihàn yìí ti tà tán.",
  },
  "You need a ticket for this screening.": {
    fr: "Il vous faut un billet pour cette projection.",
    sw: "Unahitaji tiketi kwa onyesho hili.",
    ha: "Kana buƙatar tikiti don wannan nunin.",
    yo: "O nílò tíkẹ́ẹ̀tì fún àfihàn yìí.",
  },
  "This online screening does not exist.": {
    fr: "Cette projection en ligne n'existe pas.",
    sw: "Onyesho hili la mtandaoni halipo.",
    ha: "Wannan nunin kan layi babu shi.",
    yo: "Àfihàn orí ayélujára yìí kò sí.",
  },
  "Someone else has just taken one of these seats. Choose others.": {
    fr: "Quelqu'un vient de prendre l'une de ces places. Choisissez-en d'autres.",
    sw: "Mtu mwingine amechukua moja ya viti hivi sasa hivi. Chagua vingine.",
    ha: "Wani ya ɗauki ɗaya daga cikin waɗannan kujeru yanzu. Zaɓi wasu.",
    yo: "Ẹlòmíràn ṣẹ̀ṣẹ̀ mú ọ̀kan nínú àwọn ìjókòó wọ̀nyí. Yan òmíràn.",
  },
  "This scan's time is outside the screening's door hours (or this phone's clock is wrong).": {
    fr: "L'heure de ce scan est en dehors des heures d'entrée de la projection (ou l'horloge de ce téléphone est fausse).",
    sw: "Muda wa skani hii uko nje ya saa za mlango wa onyesho (au saa ya simu hii si sahihi).",
    ha: "Lokacin wannan duba yana wajen lokutan ƙofar nunin (ko agogon wannan wayar ba daidai ba ne).",
    yo: "Àkókò ìwò yìí wà ní òde wákàtí ẹnu ọ̀nà àfihàn náà (tàbí aago fóònù yìí kò tọ̀nà).",
  },
  "Too many ref codes did not match a booking. Please wait a few minutes, or scan the QR code.": {
    fr: "Trop de codes de réservation ne correspondent à aucune réservation. Patientez quelques minutes, ou scannez le code QR.",
    sw: "Nambari nyingi mno za kumbukumbu hazilingani na uhifadhi wowote. Subiri dakika chache, au skani msimbo wa QR.",
    ha: "Lambobin ajiya da yawa ba su dace da wani ajiya ba. Da fatan za a jira 'yan mintuna, ko ka duba lambar QR.",
    yo: "Ọ̀pọ̀ kóòdù ìforúkọsílẹ̀ kò bá ìforúkọsílẹ̀ kankan mu. Jọ̀wọ́ dúró fún ìṣẹ́jú díẹ̀, tàbí ṣàyẹ̀wò kóòdù QR náà.",
  },
  "No watch party has this code.": {
    fr: "Aucune soirée de visionnage n'a ce code.",
    sw: "Hakuna sherehe ya kutazama yenye nambari hii.",
    ha: "Babu taron kallo mai wannan lambar.",
    yo: "Kò sí àpèjọ wíwò tó ní kóòdù yìí.",
  },
  "You are already in this room on as many screens as one person may. Close one to watch here.": {
    fr: "Vous êtes déjà dans cette salle sur autant d'écrans qu'une personne le peut. Fermez-en un pour regarder ici.",
    sw: "Tayari uko kwenye chumba hiki kwenye skrini nyingi kadiri mtu mmoja anavyoruhusiwa. Funga moja ili utazame hapa.",
    ha: "Kana cikin wannan ɗakin a kan allo iyakar yadda mutum ɗaya zai iya. Rufe ɗaya don kallo a nan.",
    yo: "O ti wà nínú yàrá yìí lórí iye ojú-ìbòjú tí ẹnìkan lè lò. Pa ọ̀kan kí o lè wò ó níbí.",
  },
  "Only the member who leads can play, pause or seek.": {
    fr: "Seul le membre qui mène la séance peut lancer, mettre en pause ou avancer.",
    sw: "Mwanachama anayeongoza pekee ndiye anayeweza kucheza, kusitisha au kusogeza.",
    ha: "Memban da ke jagoranci ne kaɗai zai iya kunna, dakatarwa ko matsawa.",
    yo: "Ọmọ ẹgbẹ́ tó ń darí nìkan ló lè bẹ̀rẹ̀, dá dúró tàbí sún un síwájú.",
  },
  // Downloads
  "You can download on 5 devices at most. Remove one in Downloads to use this one.": {
    fr: "Vous pouvez télécharger sur 5 appareils au plus. Retirez-en un dans Téléchargements pour utiliser celui-ci.",
    sw: "Unaweza kupakua kwenye vifaa 5 tu. Ondoa kimoja katika Vipakuliwa ili utumie hiki.",
    ha: "Za ka iya saukewa a na'urori 5 kawai. Cire ɗaya a Abubuwan da aka sauke don amfani da wannan.",
    yo: "O lè ṣe ìgbàsílẹ̀ lórí ẹ̀rọ 5 péré. Yọ ọ̀kan kúrò nínú Ìgbàsílẹ̀ láti lo èyí.",
  },
  "You can keep 25 downloads at most. Remove one to download another.": {
    fr: "Vous pouvez garder 25 téléchargements au plus. Retirez-en un pour en télécharger un autre.",
    sw: "Unaweza kuweka vipakuliwa 25 tu. Ondoa kimoja ili upakue kingine.",
    ha: "Za ka iya ajiye abubuwa 25 da aka sauke kawai. Cire ɗaya don sauke wani.",
    yo: "O lè tọ́jú ìgbàsílẹ̀ 25 péré. Yọ ọ̀kan kúrò láti gba òmíràn sílẹ̀.",
  },
  // Organisations' member files
  "This file has more than 10,000 rows (blank rows count too). Split it and upload the parts.": {
    fr: "Ce fichier a plus de 10 000 lignes (les lignes vides comptent aussi). Divisez-le et envoyez les parties.",
    sw: "Faili hili lina safu zaidi ya 10,000 (safu tupu zinahesabiwa pia). Ligawanye kisha upakie sehemu zake.",
    ha: "Wannan fayil yana da layuka fiye da 10,000 (har da layukan da babu komai a ciki). Raba shi ka loda sassan.",
    yo: "Fáìlì yìí ní ìlà tó ju 10,000 lọ (àwọn ìlà òfìfo náà ń kà). Pín in sí wẹ́wẹ́ kí o gbé àwọn apá rẹ̀ sókè.",
  },
  "Another file of yours is still being checked. Wait until it is done, then upload again.": {
    fr: "Un autre de vos fichiers est encore en cours de vérification. Attendez la fin, puis envoyez à nouveau.",
    sw: "Faili lako jingine bado linakaguliwa. Subiri likamilike, kisha upakie tena.",
    ha: "Ana ci gaba da duba wani fayil ɗinka. Jira har a gama, sannan ka sake lodawa.",
    yo: "A ṣì ń ṣàyẹ̀wò fáìlì rẹ mìíràn. Dúró títí yóò fi parí, lẹ́yìn náà tún gbé e sókè.",
  },
  // Anything
  "Something went wrong on our side. Please try again.": {
    fr: "Un problème est survenu de notre côté. Veuillez réessayer.",
    sw: "Hitilafu imetokea upande wetu. Tafadhali jaribu tena.",
    ha: "Wani abu ya faru a ɓangarenmu. Da fatan za a sake gwadawa.",
    yo: "Nǹkan kan ṣàṣìṣe ní ọ̀dọ̀ wa. Jọ̀wọ́ tún gbìyànjú.",
  },
  "The request could not be processed.": {
    fr: "La demande n'a pas pu être traitée.",
    sw: "Ombi halikuweza kushughulikiwa.",
    ha: "Ba a iya sarrafa buƙatar ba.",
    yo: "A kò lè ṣe ìbéèrè náà.",
  },
};
